import type { CompetitionType } from './event-name';
import type { BankAccount, CompetitionSettings } from './event-settings';

/** The transfer-note prefix of each competition (docs/adr/0017-payment-reference.md). */
export const PAYMENT_REFERENCE_PREFIX: Record<CompetitionType, string> = {
  hackathon: 'HCK',
  'competitive-programming': 'CP',
};

/**
 * What the payer writes in the transfer note, e.g. "HCK-0042": the competition and the payer's
 * account number. Known before the team exists (the proof is sent with the registration), and
 * one per team at a time, since an account belongs to one team at most. Finance sees the same
 * code beside the proof (`TeamDetail.payment_reference`).
 */
export function paymentReference(competition: CompetitionType, payerId: number): string {
  return `${PAYMENT_REFERENCE_PREFIX[competition]}-${String(payerId).padStart(4, '0')}`;
}

export interface TeamFee {
  /** Rupiah, per team. */
  amount: number;
  /** The early-bird fee applies: `early_bird_until` is still ahead. */
  early_bird: boolean;
}

/**
 * The amount a team pays now, or null while the admins have announced no fee. The early-bird
 * fee applies only before `early_bird_until`; without that date it never applies (unless it is
 * the only fee set), so no team is told an amount that nobody decided when ends.
 */
export function teamFee(
  settings: Pick<CompetitionSettings, 'fee' | 'early_bird_fee' | 'early_bird_until'>,
  now: number,
): TeamFee | null {
  const { fee, early_bird_fee: early, early_bird_until: until } = settings;
  if (early !== null && (fee === null || (until !== null && now < Date.parse(until))))
    return { amount: early, early_bird: fee !== null };
  return fee === null ? null : { amount: fee, early_bird: false };
}

/** What is still missing before a student can be told how to pay; empty when nothing is. */
export function missingPaymentFacts(
  settings: Pick<CompetitionSettings, 'fee' | 'early_bird_fee'> & {
    bank_account: BankAccount | null;
  },
): ('fee' | 'bank_account')[] {
  const missing: ('fee' | 'bank_account')[] = [];
  if (settings.fee === null && settings.early_bird_fee === null) missing.push('fee');
  if (!settings.bank_account) missing.push('bank_account');
  return missing;
}
