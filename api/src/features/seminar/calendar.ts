import type { SeminarSettingsWithTicket } from '@gcw/shared/contract';
import { createEvent } from 'ics';

import { conflict } from '../../core/http-error';
import { SCHEDULE_NOT_SET } from '../../domain/seminar/messages';

interface CalendarInput {
  ticketId: string;
  holder: string;
  seminar: SeminarSettingsWithTicket;
  eventName: string;
  /** Where the ticket's QR code is shown: the seminar page of the product. */
  ticketPage: string;
  /** The product's host: UIDs are globally unique as `<id>@<domain>` (RFC 5545 3.8.4.7). */
  uidDomain: string;
}

/**
 * The ticket as an iCalendar (RFC 5545) event. The `ics` package writes the text: UTC times,
 * CRLF line ends, escaped text and lines folded at 75 octets, which a hand-written writer would
 * have to get right for every calendar program. Without an announced end the event lasts no
 * time (DTEND = DTSTART), which RFC 5545 reads as "ends when it starts", instead of a made-up
 * length.
 */
export function seminarCalendar({
  ticketId,
  holder,
  seminar,
  eventName,
  ticketPage,
  uidDomain,
}: CalendarInput): string {
  if (!seminar.starts_at) throw conflict(SCHEDULE_NOT_SET);
  const start = Date.parse(seminar.starts_at);
  const end = seminar.ends_at ? Date.parse(seminar.ends_at) : start;
  const lines = [
    `Tiket ${ticketId} atas nama ${holder}.`,
    `Tunjukkan kode QR tiket di pintu masuk: ${ticketPage}`,
    seminar.online_link ? `Tautan daring: ${seminar.online_link}` : null,
  ];
  const { error, value } = createEvent({
    productId: '-//GCW//Tiket Seminar//ID',
    uid: `${ticketId}@${uidDomain}`,
    method: 'PUBLISH',
    title: `Seminar Nasional ${eventName}`,
    description: lines.filter(Boolean).join('\n'),
    location: seminar.venue || seminar.online_link || undefined,
    url: seminar.online_link || ticketPage,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) throw error ?? new Error('calendar entry not written');
  return value;
}
