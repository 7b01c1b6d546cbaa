import type { Announcement, EventStatus } from '@gcw/shared';

export const STAGE_LABELS: Partial<Record<EventStatus, string>> = {
  Registered: 'Terdaftar',
  'Stage-1': 'Tahap 1',
  'Stage-2': 'Tahap 2',
  Final: 'Final',
};

/** "Semua peserta", "Peserta Hackathon", "Hackathon – Tahap 1". */
export function audienceLabel(a: Pick<Announcement, 'audience' | 'event' | 'status'>): string {
  if (a.audience === 'all' || !a.event) return 'Semua peserta';
  if (a.audience === 'event') return `Peserta ${a.event}`;
  return `${a.event} – ${a.status ? (STAGE_LABELS[a.status] ?? a.status) : ''}`;
}
