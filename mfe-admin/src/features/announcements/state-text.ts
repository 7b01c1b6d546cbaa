import type { AdminAnnouncement } from '@gcw/shared';
import { ANNOUNCEMENT_STATE_LABELS } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';

type ChipColor = 'default' | 'info' | 'success' | 'warning';

/** The state chip: its word, and the figure or the time that goes with it. */
export function stateChip(a: AdminAnnouncement): { label: string; color: ChipColor } {
  const word = ANNOUNCEMENT_STATE_LABELS[a.state];
  switch (a.state) {
    case 'scheduled':
      return { label: `${word} ${formatDateTime(a.scheduled_at ?? a.created_at)}`, color: 'info' };
    case 'sent':
      return a.completed_at
        ? { label: `${word} · ${a.recipients} penerima`, color: 'success' }
        : { label: `Mengirim… (${a.recipients})`, color: 'warning' };
    case 'withdrawn':
      return { label: `${word} · ${a.recipients} penerima`, color: 'default' };
    default:
      return { label: word, color: 'default' };
  }
}

/** The line under the body: when it was written, sent, changed or withdrawn, and by whom. */
export function historyText(a: AdminAnnouncement): string {
  return [
    `Dibuat ${formatDateTime(a.created_at)} · ${a.created_by_name}`,
    a.sent_at ? `dikirim ${formatDateTime(a.sent_at)}` : null,
    a.edited_at ? `diperbarui ${formatDateTime(a.edited_at)}` : null,
    a.withdrawn_at ? `ditarik ${formatDateTime(a.withdrawn_at)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
