import type { SeminarSettingsWithTicket } from '@gcw/shared';
import { formatDate, formatDateTime } from '@gcw/shared/format';

const timeOnly = new Intl.DateTimeFormat('id-ID', {
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });

/**
 * "20 Juli 2025 pukul 09.00–12.00 WIB"; an end on another day is written in full; null while
 * the organisers have not set a date.
 */
export function seminarWhen(seminar: SeminarSettingsWithTicket): string | null {
  const { starts_at: start, ends_at: end } = seminar;
  if (!start) return null;
  // formatDateTime names the zone itself (since @gcw/shared 2.10).
  if (!end) return formatDateTime(start);
  if (dayOf(start) === dayOf(end))
    return `${formatDate(start)} pukul ${timeOnly.format(new Date(start))}–${timeOnly.format(new Date(end))} WIB`;
  return `${formatDateTime(start)} – ${formatDateTime(end)}`;
}
