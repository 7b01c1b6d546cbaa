import type { BankAccount, CompetitionType, TeamFee } from '@gcw/shared';
import { competitionTexts, missingPaymentFacts, paymentReference, teamFee } from '@gcw/shared';
import {
  selectAppConfig,
  selectUser,
  useAppSelector,
  useGetEventSettingsQuery,
} from '@gcw/shared/store';

export type PaymentFacts =
  | { state: 'loading' | 'unavailable' }
  | { state: 'missing'; missing: ('fee' | 'bank_account')[] }
  | {
      state: 'ready';
      fee: TeamFee;
      account: BankAccount;
      reference: string;
      /** Until when the early-bird amount holds, and the amount after it. */
      earlyBird: { until: string; regular: number } | null;
      /** The admins' own note on paying; '' when none. */
      note: string;
    };

/**
 * How the signed-in student pays this competition now, from the saved settings only: R9's
 * defaults stand in for the settings elsewhere, but no student is told to pay an amount or an
 * account that nobody announced.
 */
export function usePaymentFacts(competition: CompetitionType): PaymentFacts {
  const { data, isError } = useGetEventSettingsQuery();
  const user = useAppSelector(selectUser);
  const { dashboard } = useAppSelector(selectAppConfig);
  if (!data) return { state: isError ? 'unavailable' : 'loading' };
  const settings = data[competition];
  const fee = teamFee(settings, Date.now());
  const missing = missingPaymentFacts(settings);
  if (!fee || !settings.bank_account) return { state: 'missing', missing };
  return {
    state: 'ready',
    fee,
    account: settings.bank_account,
    reference: paymentReference(competition, user?.id ?? 0),
    earlyBird:
      fee.early_bird && settings.early_bird_until && settings.fee !== null
        ? { until: settings.early_bird_until, regular: settings.fee }
        : null,
    note: competitionTexts(settings).payment_instructions || dashboard.paymentInstructions,
  };
}
