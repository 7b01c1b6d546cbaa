import type { CompetitionSettings, EventWindow, SeminarSettings } from '../contract/event-settings';
import { windowState } from '../contract/event-settings';
import { formatDateTime, formatRupiah, formatRupiahRange } from './format';

/** A fee or date the admins have not set yet. */
export const NOT_ANNOUNCED = 'Diumumkan kemudian';

/** A fee the admins set to 0. */
export const FREE_OF_CHARGE = 'Gratis';

/** A registration window whose closing time has passed. */
export const REGISTRATION_CLOSED = 'Pendaftaran telah ditutup';

/**
 * A competition's fee from the settings: early bird to regular as a range (R9.3's
 * "Rp80.000 – Rp100.000" for the Hackathon), one amount without an early bird.
 */
export function competitionFeeText(
  competition: Pick<CompetitionSettings, 'fee' | 'early_bird_fee'>,
): string {
  const { fee, early_bird_fee: early } = competition;
  if (fee === null) return early === null ? NOT_ANNOUNCED : formatRupiah(early);
  if (early === null) return formatRupiah(fee);
  return formatRupiahRange(Math.min(early, fee), Math.max(early, fee));
}

/**
 * The fee as offered at `now`: an early bird whose `early_bird_until` has passed is no longer
 * offered, so only the fee is. A function of its own rather than a parameter added to
 * competitionFeeText, whose signature is part of the released contract (ADR 0007).
 */
export function competitionFeeTextAt(
  competition: Pick<CompetitionSettings, 'fee' | 'early_bird_fee' | 'early_bird_until'>,
  now: number,
): string {
  const until = competition.early_bird_until;
  const over = until !== null && now >= Date.parse(until);
  return competitionFeeText(over ? { ...competition, early_bird_fee: null } : competition);
}

/**
 * The seminar's fee, read the same way on the landing and in the dashboard: null is not
 * announced (R9.3 gives none), 0 is free.
 */
export function seminarFeeText(seminar: Pick<SeminarSettings, 'fee'>): string {
  if (seminar.fee === null) return NOT_ANNOUNCED;
  return seminar.fee === 0 ? FREE_OF_CHARGE : formatRupiah(seminar.fee);
}

/**
 * Where registration stands at `now`, with the same reading of the window as the server's
 * refusal (windowState): not open yet, open (until when, if a close is set), or closed.
 */
export function registrationWindowText(window: EventWindow, now: number): string {
  const state = windowState(window, now);
  if (state === 'closed') return REGISTRATION_CLOSED;
  if (state === 'not-open' && window.opens_at)
    return `Pendaftaran dibuka mulai ${formatDateTime(window.opens_at)}`;
  return window.closes_at
    ? `Pendaftaran dibuka hingga ${formatDateTime(window.closes_at)}`
    : 'Pendaftaran sedang dibuka';
}
