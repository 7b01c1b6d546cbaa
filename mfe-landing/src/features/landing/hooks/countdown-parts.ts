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
