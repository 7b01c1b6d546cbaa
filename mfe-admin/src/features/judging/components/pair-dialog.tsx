import { COMMITTEE_LIMITS } from '@gcw/shared/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { AssignmentRow, JudgeOption } from '../api/judging-wire';

export type PairMode = 'assign' | 'conflict';

interface PairDialogProps {
  mode: PairMode;
  team: AssignmentRow;
  judges: JudgeOption[];
  busy: boolean;
  failure: string | null;
  onSubmit: (judgeId: number, reason: string) => void;
  onClose: () => void;
}

const TITLES: Record<PairMode, string> = {
  assign: 'Tambah juri',
  conflict: 'Nyatakan konflik kepentingan',
};

/** Picks a judge for one team: to assign by hand, or to record a conflict (never assigned). */
export function PairDialog({ mode, team, judges, busy, failure, ...props }: PairDialogProps) {
  const [judgeId, setJudgeId] = useState('');
  const [reason, setReason] = useState('');
  const taken = new Set(team.judges.map((judge) => judge.judge_id));
  const blocked = new Set(team.conflicts.map((conflict) => conflict.judge_id));
  // Assign: judges not on the team yet; conflict: anyone without one already declared.
  const options = judges.filter((judge) =>
    mode === 'assign'
      ? !taken.has(judge.user_id) && !blocked.has(judge.user_id)
      : !blocked.has(judge.user_id),
  );

  return (
    <Dialog open onClose={busy ? undefined : props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{`${TITLES[mode]}: ${team.team_name}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Juri"
            value={judgeId}
            onChange={(event) => setJudgeId(event.target.value)}
            helperText={options.length === 0 ? 'Tidak ada juri yang bisa dipilih.' : undefined}
            fullWidth
          >
            {options.map((judge) => (
              <MenuItem key={judge.user_id} value={String(judge.user_id)}>
                {`${judge.name} (${judge.institution_name ?? 'tanpa institusi'})`}
              </MenuItem>
            ))}
          </TextField>
          {mode === 'conflict' ? (
            <TextField
              label="Alasan (opsional)"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: COMMITTEE_LIMITS.conflictReasonMax } }}
              helperText="Misalnya: pembimbing tim, keluarga anggota tim."
              fullWidth
            />
          ) : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          Batal
        </Button>
        <Button
          variant="contained"
          disabled={busy || judgeId === ''}
          onClick={() => props.onSubmit(Number(judgeId), reason.trim())}
        >
          {mode === 'assign' ? 'Tugaskan' : 'Simpan konflik'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
