import Chip from '@mui/material/Chip';
import type { MailState } from '@gcw/shared';

import { MAIL_STATE_COLORS, MAIL_STATE_LABELS } from '../mail-labels';

export function MailStateChip({ state }: { state: MailState }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={MAIL_STATE_COLORS[state] ?? 'default'}
      label={MAIL_STATE_LABELS[state] ?? state}
    />
  );
}
