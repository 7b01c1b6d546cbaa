import { ADMIN_VERIFY_EMAIL_REASON, adminVerifyEmailSchema } from '@gcw/shared';

import { ReasonDialog } from '../../../components/reason-dialog';

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
  return (
    <ReasonDialog
      open={props.open}
      title="Tandai e-mail terverifikasi?"
      message={`Alamat ${props.email} akan dianggap terverifikasi tanpa membuka tautan verifikasi. Pengguna mendapat pemberitahuan, dan tindakan ini dicatat di log audit beserta alasannya.`}
      confirmLabel="Tandai terverifikasi"
      busy={props.busy}
      label="Alasan"
      problem={reasonProblem}
      hint={(length) =>
        `Contoh: mahasiswa menunjukkan KTM di sekretariat. ${length}/${ADMIN_VERIFY_EMAIL_REASON.max}`
      }
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
