import { formatDateTime } from '@gcw/shared';

export const TO_BE_ANNOUNCED = 'Akan diumumkan panitia';

/** A configured date in Indonesian, or "to be announced" when the deployment left it empty. */
export function dateText(value: string): string {
  if (!value || Number.isNaN(new Date(value).getTime())) return TO_BE_ANNOUNCED;
  return formatDateTime(value);
}
