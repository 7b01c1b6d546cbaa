import type { AdminTeam } from '@gcw/shared';
import { teamNameWithPrefix } from '@gcw/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MissingGrantNote } from '../../../components/missing-grant-note';
import { useGrant } from '../../../hooks/use-grant';
import { STATUS_LABELS, nextStage } from '../../../lib/labels';
import { useTeamActions } from '../hooks/use-team-actions';
import { StageChip } from './team-chips';

/** Moving a team moves every member's status for that competition (the API does both). */
interface SectionProps {
  team: AdminTeam;
  /** Receives the team as the API answered after an action. */
  onChanged: (team: AdminTeam) => void;
}

export function TeamStageSection({ team, onChanged }: SectionProps) {
  const { advance, busy } = useTeamActions(onChanged);
  const [confirming, setConfirming] = useState(false);
  const manage = useGrant('teams.manage', team.event_type);
  const next = nextStage(team.status);
  const unpaid = team.payment_status !== 'verified';
  return (
    <Stack component="section" aria-labelledby="stage-title" spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id="stage-title" variant="subtitle1" component="h3">
          Tahap
        </Typography>
        <StageChip status={team.status} />
      </Stack>
      {/* Moving teams is the division's: anyone else reads why the button is not there. */}
      {next ? <MissingGrantNote missing={manage.missing} /> : null}
      {next && manage.allowed ? (
        <>
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={busy || unpaid}
            onClick={() => setConfirming(true)}
          >
            Naikkan ke {STATUS_LABELS[next]}
          </Button>
          {unpaid ? (
            <Typography variant="body2" color="text.secondary">
              Verifikasi pembayaran dulu sebelum menaikkan tahap.
            </Typography>
          ) : null}
        </>
      ) : null}
      {next ? null : <Typography variant="body2">Tim sudah di tahap akhir.</Typography>}
      <ConfirmDialog
        open={confirming}
        title="Naikkan tahap"
        message={`${teamNameWithPrefix(team.team_name, 'Tim')} dan ${team.member_count} anggotanya akan naik ke ${next ? STATUS_LABELS[next] : ''}.`}
        confirmLabel="Naikkan"
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await advance(team);
          setConfirming(false);
        }}
      />
    </Stack>
  );
}
