import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'GCW1';

/**
 * Tickets in QR codes are `GCW1.<ticket_id>.<mac>`: an admin's scanner can tell a forged or
 * mistyped code from a real one before looking it up.
 */
export class TicketSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('gcw-seminar-ticket-v1').digest();
  }

  static newTicketId(): string {
    return `SEM-${randomBytes(8).toString('hex').toUpperCase()}`;
  }

  sign(ticketId: string): string {
    return `${PREFIX}.${ticketId}.${this.mac(ticketId)}`;
  }

  /** The ticket id inside a genuine signed ticket, or null. */
  open(signed: string): string | null {
    const parts = signed.trim().split('.');
    if (parts.length !== 3 || parts[0] !== PREFIX) return null;
    const [, ticketId, mac] = parts as [string, string, string];
    const expected = Buffer.from(this.mac(ticketId));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? ticketId : null;
  }

  private mac(ticketId: string): string {
    return createHmac('sha256', this.key).update(ticketId).digest('base64url').slice(0, 32);
  }
}
