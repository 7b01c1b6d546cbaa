import type { DoorBundle } from '@gcw/shared/contract';

import type { DoorOutcome } from '../door-admission';
import type { QueuedCheckIn } from './offline-queue';
import type { TicketCode } from './ticket-code';

/** What the door shows for a genuine ticket registered after its roster was downloaded. */
export const NOT_IN_ROSTER_NAME = 'Peserta (belum ada di daftar pintu)';

export interface OfflineInput {
  code: Exclude<TicketCode, { kind: 'foreign' }>;
  bundle: DoorBundle | null;
  queue: QueuedCheckIn[];
  /** For a `signed` code: whether its signature is the ticket key's. */
  signatureValid: boolean;
  now: Date;
}

/**
 * Decides a code with no server (ADR 0020). A genuine signature admits even a ticket the roster
 * does not know yet; a typed ID (or an old GCW1 code, whose HMAC only the server can check) is
 * admitted only when the roster has it. The roster and the local queue catch repeats.
 */
export function decideOffline({
  code,
  bundle,
  queue,
  signatureValid,
  now,
}: OfflineInput): DoorOutcome {
  if (!bundle)
    return {
      kind: 'error',
      message: 'Server tidak dapat dihubungi dan daftar pintu belum diunduh.',
    };
  if (code.kind === 'signed' && !signatureValid)
    return { kind: 'invalid', message: 'Tiket tidak valid' };
  const { ticketId } = code;
  const entry = bundle.tickets.find((t) => t.ticket_id === ticketId);
  if (!entry && code.kind !== 'signed')
    return {
      kind: 'error',
      message:
        'Tiket tidak ada di daftar pintu; tanpa koneksi hanya QR tiket yang dapat diperiksa.',
    };
  const name = entry?.name ?? null;
  if (entry?.cancelled_at)
    return { kind: 'refused', ticketId, name, message: 'Tiket sudah dibatalkan pemiliknya.' };
  const queued = queue.find((q) => q.ticket_id === ticketId);
  const usedAt = entry?.checked_in_at ?? queued?.scanned_at;
  if (usedAt) return { kind: 'repeat', ticketId, name, usedAt };
  if (entry && Date.parse(entry.valid_until) < now.getTime())
    return { kind: 'refused', ticketId, name, message: 'Tiket sudah kedaluwarsa.' };
  return {
    kind: 'admitted',
    ticketId,
    name: name ?? NOT_IN_ROSTER_NAME,
    institusi: entry?.institusi ?? null,
    at: now.toISOString(),
    offline: true,
  };
}
