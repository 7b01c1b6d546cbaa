import type { EventStatus } from '@gcw/shared';

/** Indonesian names of the R4.1 statuses. */
export const STATUS_LABEL: Record<EventStatus, string> = {
  Unregistered: 'Belum terdaftar',
  Registered: 'Terdaftar',
  'Stage-1': 'Tahap 1',
  'Stage-2': 'Tahap 2',
  Final: 'Final',
};
