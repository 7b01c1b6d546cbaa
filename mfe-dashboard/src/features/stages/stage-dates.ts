import { formatDateTime } from '@gcw/shared';

export const TO_BE_ANNOUNCED = 'Akan diumumkan panitia';

/** A configured date in Indonesian, or "to be announced" when the deployment left it empty. */
export function dateText(value: string): string {
  if (!value || Number.isNaN(new Date(value).getTime())) return TO_BE_ANNOUNCED;
  return formatDateTime(value);
}

/** True once a configured deadline has passed; an empty deadline never passes. */
export function isPast(deadline: string, now: Date = new Date()): boolean {
  const time = new Date(deadline).getTime();
  return Boolean(deadline) && !Number.isNaN(time) && time < now.getTime();
}
