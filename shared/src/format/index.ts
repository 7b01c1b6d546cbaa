// Formatting for people (`@gcw/shared/format`): dates in WIB, rupiah, numbers, settings texts.
export {
  formatDate,
  formatDateTime,
  formatNumber,
  formatRupiah,
  formatRupiahRange,
  formatShortDate,
  formatShortDateTime,
} from './format';
export { competitionFeeText, NOT_ANNOUNCED } from './settings-text';
