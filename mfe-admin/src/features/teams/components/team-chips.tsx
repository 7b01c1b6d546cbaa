import type { EventStatus, PaymentStatus } from '@gcw/shared';
import Chip from '@mui/material/Chip';

import { PAYMENT_COLORS, PAYMENT_LABELS, STATUS_LABELS } from '../../../lib/labels';

export function PaymentChip({ status }: { status: PaymentStatus }) {
  return <Chip size="small" color={PAYMENT_COLORS[status]} label={PAYMENT_LABELS[status]} />;
}

export function StageChip({ status }: { status: EventStatus }) {
  return <Chip size="small" variant="outlined" label={STATUS_LABELS[status]} />;
}
