import { formatDate, formatDateTime } from '@gcw/shared/format';

export const TO_BE_ANNOUNCED = 'Akan diumumkan panitia';

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date of the settings in Indonesian, or "to be announced" when the admins left it unset. A
 * plain `YYYY-MM-DD` (the Final Day) is a day in WIB, shown without a time.
 */
export function dateText(value: string | null): string {
  if (!value) return TO_BE_ANNOUNCED;
  if (PLAIN_DATE.test(value)) return formatDate(`${value}T00:00:00+07:00`);
  if (Number.isNaN(new Date(value).getTime())) return TO_BE_ANNOUNCED;
  return formatDateTime(value);
}
