import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  randomBytes,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';

const LEGACY = 'GCW1';
const PREFIX = 'GCW2';
/** DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const TICKET_ID = /^SEM-[0-9A-F]{16}$/;

/**
 * Tickets in QR codes are `GCW2.<ticket_id>.<signature>`: an Ed25519 signature of
 * `GCW2.<ticket_id>`, so a door phone holding only the public key can tell a genuine ticket
 * from a forged one while offline (ADR 0020). The key pair is derived from the server secret:
 * every API instance signs alike and a restart keeps every printed ticket valid. The old
 * `GCW1.<ticket_id>.<mac>` (an HMAC, checkable only by the server) is still accepted.
 */
export class TicketSigner {
  private readonly key: Buffer;
  private readonly privateKey: KeyObject;
  /** The raw 32-byte public key, base64url: what a door downloads to verify tickets. */
  readonly publicKey: string;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('gcw-seminar-ticket-v1').digest();
    const seed = createHmac('sha256', secret).update('gcw-seminar-ticket-ed25519-v2').digest();
    this.privateKey = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    const spki = createPublicKey(this.privateKey).export({ format: 'der', type: 'spki' });
    this.publicKey = spki.subarray(spki.length - 32).toString('base64url');
  }

  static newTicketId(): string {
    return `SEM-${randomBytes(8).toString('hex').toUpperCase()}`;
  }

  sign(ticketId: string): string {
    const message = `${PREFIX}.${ticketId}`;
    return `${message}.${sign(null, Buffer.from(message), this.privateKey).toString('base64url')}`;
  }

  /** The ticket id inside a genuine signed ticket (either form), or null. */
  open(signed: string): string | null {
    const parts = signed.trim().split('.');
    if (parts.length !== 3) return null;
    const [prefix, ticketId, proof] = parts as [string, string, string];
    if (!TICKET_ID.test(ticketId)) return null;
    if (prefix === PREFIX) return this.verifies(ticketId, proof) ? ticketId : null;
    if (prefix !== LEGACY) return null;
    const expected = Buffer.from(this.mac(ticketId));
    const given = Buffer.from(proof);
    return given.length === expected.length && timingSafeEqual(given, expected) ? ticketId : null;
  }

  private verifies(ticketId: string, signature: string): boolean {
    const bytes = Buffer.from(signature, 'base64url');
    if (bytes.length !== 64 || bytes.toString('base64url') !== signature) return false;
    return verify(null, Buffer.from(`${PREFIX}.${ticketId}`), this.privateKey, bytes);
  }

  private mac(ticketId: string): string {
    return createHmac('sha256', this.key).update(ticketId).digest('base64url').slice(0, 32);
  }
}
