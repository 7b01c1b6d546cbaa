import type { CompetitionSettings } from '../contract/event-settings';
import { formatRupiah, formatRupiahRange } from './format';

/** A fee or date the admins have not set yet. */
export const NOT_ANNOUNCED = 'Diumumkan kemudian';

/**
 * A competition's fee from the settings: early bird to regular as a range (SPEC §9's
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
