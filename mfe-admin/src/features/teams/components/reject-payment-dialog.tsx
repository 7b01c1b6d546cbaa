import { teamNameWithPrefix } from '@gcw/shared';

import { ReasonDialog } from '../../../components/reason-dialog';

/** The API refuses a reason shorter than 3 or longer than 500 characters. */
const MIN = 3;
const MAX = 500;

function reasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  return length < MIN || length > MAX ? `Alasan wajib diisi (${MIN}–${MAX} karakter).` : null;
}

interface RejectPaymentDialogProps {
  open: boolean;
  teamName: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The reason is shown to the team, so it is required and written for them. */
export function RejectPaymentDialog(props: RejectPaymentDialogProps) {
  return (
    <ReasonDialog
      open={props.open}
      title="Tolak pembayaran"
      message={`Alasan penolakan akan ditampilkan kepada ${teamNameWithPrefix(props.teamName)}.`}
      confirmLabel="Tolak pembayaran"
      danger
      busy={props.busy}
      label="Alasan penolakan"
      problem={reasonProblem}
      hint={(length) => `${length}/${MAX}`}
      blockInvalid
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
