import { API_BASE_PATH } from '@gcw/shared/contract';
import type { Ticket } from '@gcw/shared/contract';

import type { AppContext } from '../../core/context';
import type { seminarTickets } from '../../core/db/schema/events';

type TicketRow = typeof seminarTickets.$inferSelect;

/** A seminar ticket as the API answers it: its QR code carries the signed ticket. */
export function toTicket(
  ctx: AppContext,
  row: Pick<TicketRow, 'ticketId' | 'type' | 'issuedAt' | 'validUntil'>,
): Ticket {
  return {
    ticket_id: row.ticketId,
    type: row.type,
    issued_at: row.issuedAt.toISOString(),
    valid_until: row.validUntil.toISOString(),
    qr_code_url: `${API_BASE_PATH}/seminar/qr/${ctx.tickets.sign(row.ticketId)}`,
  };
}

const TICKET_ID = /^SEM-[0-9A-F]{16}$/;

/** The ticket a scanned code (signed, checked here) or a typed ID names, or null. */
export function ticketIdOf(ctx: AppContext, code: string): string | null {
  const ticketId = /^GCW\d\./.test(code) ? ctx.tickets.open(code) : code.toUpperCase();
  return ticketId && TICKET_ID.test(ticketId) ? ticketId : null;
}
