import type { AdminSeminarEntry, CheckInRefusalBody } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';

import type { DoorOutcome } from '../door-admission';

/** The server could not be asked: no network, a timeout, an aborted call or a gateway without an API. */
export function isUnreachable(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === undefined) return true; // aborted by our own time limit (a SerializedError)
  return (
    status === 'FETCH_ERROR' ||
    status === 'TIMEOUT_ERROR' ||
    status === 502 ||
    status === 503 ||
    status === 504
  );
}

export const admittedOutcome = (entry: AdminSeminarEntry): DoorOutcome => ({
  kind: 'admitted',
  ticketId: entry.ticket_id,
  name: entry.user.name,
  institusi: entry.user.institusi,
  at: entry.checked_in_at ?? new Date().toISOString(),
  offline: false,
});

/** A refusal the server gave (it was reachable), as the door shows it. */
export function refusedOutcome(
  error: unknown,
  ticketId: string | null,
  name: string | null,
): DoorOutcome {
  const status = (error as { status?: unknown }).status;
  const data = (error as { data?: unknown }).data;
  const body = (
    typeof data === 'object' && data !== null ? data : {}
  ) as Partial<CheckInRefusalBody>;
  if (status === 409 && body.Reason === 'ticket-used' && ticketId)
    return { kind: 'repeat', ticketId, name, usedAt: body.UsedAt ?? new Date().toISOString() };
  if (status === 400 || !ticketId) return { kind: 'invalid', message: 'Tiket tidak valid' };
  if (status === 404) return { kind: 'invalid', message: 'Tiket tidak ditemukan' };
  if (status === 409 && body.Reason === 'ticket-expired')
    return { kind: 'refused', ticketId, name, message: 'Tiket sudah kedaluwarsa.' };
  return { kind: 'refused', ticketId, name, message: errorMessage(error, 'Check-in gagal.') };
}
