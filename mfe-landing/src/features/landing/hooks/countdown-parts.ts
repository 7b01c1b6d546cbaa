export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target moment has been reached: every part is 0. */
  done: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Splits the time left until `target` into parts; never negative, whatever the clock says. */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const left = Number.isFinite(targetMs) ? Math.max(0, targetMs - nowMs) : 0;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    done: left === 0,
  };
}

export const COUNTDOWN_ARRIVED = 'Hari yang dinanti telah tiba!';
export const COUNTDOWN_OVER = 'Hitung mundur telah selesai: acara sudah berlangsung.';

/**
 * The line under a countdown at zero: on the day of the target it has come; a day later it is
 * past, not "arriving" for ever after. Null while counting.
 */
export function countdownMessage(targetMs: number, nowMs: number): string | null {
  if (!countdownParts(targetMs, nowMs).done) return null;
  return Number.isFinite(targetMs) && nowMs < targetMs + DAY ? COUNTDOWN_ARRIVED : COUNTDOWN_OVER;
}
