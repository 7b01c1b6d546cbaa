import TextField from '@mui/material/TextField';
import { ADMIN_VERIFY_EMAIL_REASON, adminVerifyEmailSchema } from '@gcw/shared';
import { useState } from 'react';

import { ConfirmDialog } from '../../common/components/confirm-dialog';

/** The API's own rule (the shared schema): its Indonesian message, or null when the reason passes. */
function reasonProblem(reason: string): string | null {
  try {
    adminVerifyEmailSchema.validateSync({ reason });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'Alasan tidak valid';
  }
}

interface VerifyEmailDialogProps {
  open: boolean;
  email: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The reason is kept in the audit log: why the committee vouches for this address. */
export function VerifyEmailDialog(props: VerifyEmailDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = reasonProblem(reason);
  const submit = () => {
    setTouched(true);
    if (!problem) props.onConfirm(reason.trim());
  };
  return (
    <ConfirmDialog
      open={props.open}
      title="Tandai e-mail terverifikasi?"
      message={`Alamat ${props.email} akan dianggap terverifikasi tanpa membuka tautan verifikasi. Pengguna mendapat pemberitahuan, dan tindakan ini dicatat di log audit beserta alasannya.`}
      confirmLabel="Tandai terverifikasi"
      busy={props.busy}
      onConfirm={submit}
      onClose={props.onClose}
    >
      <TextField
        label="Alasan"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        required
        multiline
        minRows={3}
        fullWidth
        margin="normal"
        error={touched && Boolean(problem)}
        helperText={
          touched && problem
            ? problem
            : `Contoh: mahasiswa menunjukkan KTM di sekretariat. ${reason.trim().length}/${ADMIN_VERIFY_EMAIL_REASON.max}`
        }
      />
    </ConfirmDialog>
  );
}
