import type { EventStatus, PaymentStatus } from '@gcw/shared';
import { EVENT_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@gcw/shared';

/** Indonesian labels of the wire values (shared with the API's CSV exports). */
export const STATUS_LABELS = EVENT_STATUS_LABELS;
export const PAYMENT_LABELS = PAYMENT_STATUS_LABELS;

export const PAYMENT_COLORS: Record<PaymentStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'error',
};

/** The next stage of the progressive order (R4.1), or null at Final. */
export function nextStage(status: EventStatus): Exclude<EventStatus, 'Unregistered'> | null {
  switch (status) {
    case 'Unregistered':
      return 'Registered';
    case 'Registered':
      return 'Stage-1';
    case 'Stage-1':
      return 'Stage-2';
    case 'Stage-2':
      return 'Final';
    default:
      return null;
  }
}

export const yesNo = (value: boolean) => (value ? 'Ya' : 'Belum');
