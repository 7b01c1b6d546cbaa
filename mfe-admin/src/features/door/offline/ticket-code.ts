/** What a door was given: a signed QR text (new or old form) or a typed ticket ID. */
export type TicketCode =
  | { kind: 'signed'; ticketId: string; message: string; signature: string }
  | { kind: 'legacy'; ticketId: string }
  | { kind: 'typed'; ticketId: string }
  | { kind: 'foreign' };

const TICKET_ID = /^SEM-[0-9A-F]{16}$/;

/**
 * Reads a code without judging it: `GCW2.<id>.<sig>` carries an Ed25519 signature of
 * `GCW2.<id>` a door can check offline; `GCW1.<id>.<mac>` (old screenshots) only the server can.
 */
export function parseTicketCode(raw: string): TicketCode {
  const code = raw.trim();
  const parts = code.split('.');
  if (parts.length === 3 && (parts[0] === 'GCW2' || parts[0] === 'GCW1')) {
    const [prefix, ticketId, signature] = parts as [string, string, string];
    if (!TICKET_ID.test(ticketId) || !signature) return { kind: 'foreign' };
    return prefix === 'GCW2'
      ? { kind: 'signed', ticketId, message: `${prefix}.${ticketId}`, signature }
      : { kind: 'legacy', ticketId };
  }
  const typed = code.toUpperCase();
  return TICKET_ID.test(typed) ? { kind: 'typed', ticketId: typed } : { kind: 'foreign' };
}
