import type { SeminarRegistration } from '@gcw/shared';
import { errorMessage, formatDateTime } from '@gcw/shared';
import { useState } from 'react';

import { useCheckInTicketMutation } from '../api/seminar-api';

export type CheckInOutcome =
  { kind: 'admitted'; registration: SeminarRegistration } | { kind: 'refused'; message: string };

/** Door staff need a plain answer: admitted, already used, expired, unknown or not a ticket. */
export function refusalMessage(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  const message = errorMessage(error, 'Check-in gagal. Coba lagi.');
  // The API's refusal names the check-in instant (ISO), shown here in WIB.
  const usedAt = /(?:already checked in at|sudah dipakai masuk pada) (\S+)/i.exec(message)?.[1];
  if (status === 409 && usedAt)
    return `Tiket sudah dipakai: check-in pada ${formatDateTime(usedAt)}.`;
  if (status === 409 && /expired/i.test(message)) return 'Tiket sudah kedaluwarsa.';
  if (status === 404) return 'Tiket tidak ditemukan.';
  if (status === 400) return 'Tiket tidak valid.';
  return message;
}

export function useCheckIn() {
  const [checkIn, { isLoading }] = useCheckInTicketMutation();
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);

  const submit = async (ticket: string): Promise<CheckInOutcome> => {
    const result = await checkIn({ ticket: ticket.trim() });
    const next: CheckInOutcome = result.error
      ? { kind: 'refused', message: refusalMessage(result.error) }
      : { kind: 'admitted', registration: result.data };
    setOutcome(next);
    return next;
  };

  return { submit, outcome, busy: isLoading };
}
