import type { JudgingStage } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { useAutoAssignMutation } from '../api/judging-api';
import type { AutoAssignResult } from '../api/judging-wire';

type Outcome = { ok: AutoAssignResult } | { error: string };

/**
 * Balanced assignment by the API (N judges per team, never their own institution or a declared
 * conflict); the teams it could not fill are named, since only the division can fix that.
 */
export function AutoAssign({
  stage,
  judgesPerTeam,
}: {
  stage: JudgingStage;
  judgesPerTeam: number;
}) {
  const [autoAssign, { isLoading }] = useAutoAssignMutation();
  const [replace, setReplace] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async () => {
    const result = await autoAssign({ stage, replace });
    setOutcome(
      'error' in result
        ? { error: errorMessage(result.error, 'Penugasan otomatis gagal.') }
        : { ok: result.data },
    );
  };

  const short = outcome && 'ok' in outcome ? outcome.ok.short_teams : [];
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          type="button"
          variant="contained"
          startIcon={<AutoModeIcon />}
          disabled={isLoading}
          onClick={() => void run()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {isLoading ? 'Menugaskan…' : `Tugaskan otomatis (${judgesPerTeam} juri per tim)`}
        </Button>
        <FormControlLabel
          control={<Checkbox checked={replace} onChange={(_e, checked) => setReplace(checked)} />}
          label="Susun ulang penugasan yang ada"
        />
      </Stack>
      {outcome && 'error' in outcome ? <Alert severity="error">{outcome.error}</Alert> : null}
      {outcome && 'ok' in outcome ? (
        <Alert severity={short.length > 0 ? 'warning' : 'success'} role="status">
          {`${outcome.ok.created} penugasan baru dibuat.`}
          {short.length > 0 ? (
            <>
              {` ${short.length} tim masih kekurangan juri: `}
              {short.map((team) => `${team.team_name} (kurang ${team.missing})`).join(', ')}
              {'. Tambah juri, tugaskan manual, atau kurangi jumlah juri per tim.'}
            </>
          ) : (
            ' Setiap tim sudah mendapat cukup juri.'
          )}
        </Alert>
      ) : null}
    </Stack>
  );
}
