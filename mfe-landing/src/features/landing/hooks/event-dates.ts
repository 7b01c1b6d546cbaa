import { formatDate, formatDateTime, selectAppConfig, useAppSelector } from '@gcw/shared';

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A plain `YYYY-MM-DD` is a day in Jakarta (WIB); anything else is read as given. */
export function toInstant(value: string): number {
  return Date.parse(PLAIN_DATE.test(value) ? `${value}T00:00:00+07:00` : value);
}

/**
 * A deploy-time override may carry a date the browser cannot read: show it as written rather
 * than let Intl throw and take the whole landing page down.
 */
function safeFormat(value: string, format: (ms: number) => string): string {
  const ms = toInstant(value);
  return Number.isNaN(ms) ? value : format(ms);
}

/** The two dates of SPEC §9, formatted in Indonesian: the Final Day and the countdown target. */
export function useEventDates() {
  const { finalDay, countdownTarget } = useAppSelector(selectAppConfig);
  return {
    finalDayText: safeFormat(finalDay, formatDate),
    countdownTargetText: safeFormat(countdownTarget, formatDateTime),
  };
}
