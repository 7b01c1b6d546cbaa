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
export {
  competitionFeeText,
  competitionFeeTextAt,
  FREE_OF_CHARGE,
  NOT_ANNOUNCED,
  REGISTRATION_CLOSED,
  registrationWindowText,
  seminarFeeText,
} from './settings-text';
