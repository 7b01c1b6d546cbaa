import type { EventStatus, PaymentStatus } from '@gcw/shared';

/** Indonesian labels of the wire values; the wire keeps its English names. */
export const STATUS_LABELS: Record<EventStatus, string> = {
  Unregistered: 'Belum terdaftar',
  Registered: 'Terdaftar',
  'Stage-1': 'Tahap 1',
  'Stage-2': 'Tahap 2',
  Final: 'Final',
};

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Menunggu',
  verified: 'Terverifikasi',
  rejected: 'Ditolak',
};

export const PAYMENT_COLORS: Record<PaymentStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'error',
};

/** The next stage of the progressive order (SPEC §4), or null at Final. */
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
