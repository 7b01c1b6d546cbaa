import { formatDate, formatShortDateTime } from '@gcw/shared/format';

import type { DoorOutcome } from '../door-admission';

export interface OutcomeText {
  tone: 'ok' | 'repeat' | 'refused' | 'unknown';
  headline: string;
  lines: string[];
}

/** `10.05 WIB`: the time part of the event clock's short form. */
function wibTime(instant: string): string {
  return formatShortDateTime(instant).split(', ').pop() ?? '';
}

/** The date too when the first check-in was not today (in the event's clock). */
function dayNote(instant: string, now: Date): string | null {
  const day = formatDate(instant);
  return day === formatDate(now) ? null : `pada ${day}`;
}

const ticket = (id: string) => `Tiket ${id}`;

/** What the door screen says for an outcome, big enough to read at arm's length. */
export function outcomeText(outcome: DoorOutcome, now = new Date()): OutcomeText {
  switch (outcome.kind) {
    case 'admitted':
      return {
        tone: 'ok',
        headline: 'Silakan masuk',
        lines: [
          outcome.name,
          ...(outcome.institusi ? [outcome.institusi] : []),
          ticket(outcome.ticketId),
          ...(outcome.offline ? ['Offline: menunggu sinkron'] : []),
        ],
      };
    case 'repeat': {
      const day = dayNote(outcome.usedAt, now);
      return {
        tone: 'repeat',
        headline: `Sudah check-in pukul ${wibTime(outcome.usedAt)}`,
        lines: [
          ...(day ? [day] : []),
          ...(outcome.name ? [outcome.name] : []),
          ticket(outcome.ticketId),
        ],
      };
    }
    case 'refused':
      return {
        tone: 'refused',
        headline: 'Tiket ditolak',
        lines: [outcome.message, ...(outcome.name ? [outcome.name] : []), ticket(outcome.ticketId)],
      };
    case 'invalid':
      return {
        tone: 'refused',
        headline: 'Tiket tidak valid',
        lines: outcome.message && outcome.message !== 'Tiket tidak valid' ? [outcome.message] : [],
      };
    default:
      return { tone: 'unknown', headline: 'Belum dapat diperiksa', lines: [outcome.message] };
  }
}
