import TextField from '@mui/material/TextField';
import { teamNameWithPrefix } from '@gcw/shared';
import { useState } from 'react';

import { ConfirmDialog } from '../../common/components/confirm-dialog';

/** The API refuses a reason shorter than 3 or longer than 500 characters. */
const MIN = 3;
const MAX = 500;

interface RejectPaymentDialogProps {
  open: boolean;
  teamName: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The reason is shown to the team, so it is required and written for them. */
export function RejectPaymentDialog(props: RejectPaymentDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const invalid = trimmed.length < MIN || trimmed.length > MAX;
  return (
    <ConfirmDialog
      open={props.open}
      title="Tolak pembayaran"
      message={`Alasan penolakan akan ditampilkan kepada ${teamNameWithPrefix(props.teamName)}.`}
      confirmLabel="Tolak pembayaran"
      danger
      busy={props.busy}
      confirmDisabled={invalid}
      onConfirm={() => props.onConfirm(trimmed)}
      onClose={props.onClose}
    >
      <TextField
        label="Alasan penolakan"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        required
        multiline
        minRows={3}
        fullWidth
        margin="normal"
        error={touched && invalid}
        helperText={
          touched && invalid
            ? `Alasan wajib diisi (${MIN}–${MAX} karakter).`
            : `${trimmed.length}/${MAX}`
        }
      />
    </ConfirmDialog>
  );
}
