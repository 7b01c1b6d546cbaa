import type { TeamDetail } from '@gcw/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRegenerateJoinCodeMutation } from '../api/team-manage-api';
import { useTeamAction } from '../hooks/use-team-action';
import { MemberActions } from './member-actions';
import { RenameTeamDialog } from './rename-team-dialog';
import { ShareLink } from './share-link';

/** Only the leader sees these; the API checks the same rule on every call. */
export function LeaderControls({ team }: { team: TeamDetail }) {
  const [renaming, setRenaming] = useState(false);
  const [asking, setAsking] = useState(false);
  const [regenerate, { isLoading }] = useRegenerateJoinCodeMutation();
  const act = useTeamAction();
  const open = team.status === 'Registered';

  const newCode = async () => {
    await act(
      () => regenerate(team.id),
      'Kode gabung baru dibuat; kode lama tidak berlaku lagi',
      'Kode gabung gagal diganti.',
    );
    setAsking(false);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="leader-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="leader-title" variant="h2" sx={{ fontSize: '1.2rem' }}>
            Kelola tim (ketua)
          </Typography>
          {open ? <ShareLink code={team.join_code} /> : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setRenaming(true)}>
              Ganti nama tim
            </Button>
            {open ? (
              <Button variant="outlined" color="warning" onClick={() => setAsking(true)}>
                Buat kode gabung baru
              </Button>
            ) : null}
          </Stack>
          <MemberActions team={team} />
        </Stack>
      </CardContent>
      <RenameTeamDialog team={team} open={renaming} onClose={() => setRenaming(false)} />
      <ConfirmDialog
        open={asking}
        title="Buat kode gabung baru?"
        text="Kode dan tautan lama langsung tidak berlaku. Bagikan kode baru ke calon anggota."
        confirmLabel="Ya, buat kode baru"
        busy={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void newCode()}
      />
    </Card>
  );
}
