import type { CheckInRefusalBody, SeminarRegistration } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import { errorMessage } from '@gcw/shared/store';
import { useState } from 'react';

import { useCheckInTicketMutation } from '../../../api/check-in-api';

export type CheckInOutcome =
  { kind: 'admitted'; registration: SeminarRegistration } | { kind: 'refused'; message: string };

/** The 409 body's fields (contract 2.15); an older API sends only its Message. */
function refusalOf(error: unknown): Partial<CheckInRefusalBody> {
  const data = (error as { data?: unknown } | undefined)?.data;
  return typeof data === 'object' && data !== null ? (data as Partial<CheckInRefusalBody>) : {};
}

/** Door staff need a plain answer: admitted, already used, expired, unknown or not a ticket. */
export function refusalMessage(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  const message = errorMessage(error, 'Check-in gagal. Coba lagi.');
  const { Reason: reason, UsedAt: usedAt } = refusalOf(error);
  if (status === 409 && reason === 'ticket-used' && usedAt && !Number.isNaN(Date.parse(usedAt)))
    return `Tiket sudah dipakai: check-in pada ${formatDateTime(usedAt)}.`;
  if (status === 409 && reason === 'ticket-used') return 'Tiket sudah dipakai.';
  if (status === 409 && reason === 'ticket-expired') return 'Tiket sudah kedaluwarsa.';
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
