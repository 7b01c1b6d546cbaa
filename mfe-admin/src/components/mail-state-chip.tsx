import type { MailDelivery, MailState } from '@gcw/shared';
import Chip from '@mui/material/Chip';

import { mailStateColor, mailStateLabel } from '../lib/mail-labels';

interface MailStateChipProps {
  state: MailState;
  /** A sent mail stored on the server (no SMTP) is labelled as such, not "Terkirim". */
  delivery?: MailDelivery | null;
}

export function MailStateChip({ state, delivery }: MailStateChipProps) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={mailStateColor(state, delivery)}
      label={mailStateLabel(state, delivery)}
    />
  );
}
