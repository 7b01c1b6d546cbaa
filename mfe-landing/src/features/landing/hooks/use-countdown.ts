import { COUNTDOWN_REFRESH_MS } from '@gcw/shared';
import { useEffect, useState } from 'react';

import type { CountdownParts } from './countdown-parts';
import { countdownMessage, countdownParts } from './countdown-parts';

export interface Countdown extends CountdownParts {
  /** The line under the timer once it is at zero; null while counting. */
  message: string | null;
}

function read(targetMs: number): Countdown {
  const now = Date.now();
  return { ...countdownParts(targetMs, now), message: countdownMessage(targetMs, now) };
}

/**
 * The time left until `targetMs`, refreshed every second (R9.2) until it is reached, and the
 * line that says the day has come, then (a day later) that it is past.
 */
export function useCountdown(targetMs: number): Countdown {
  const [countdown, setCountdown] = useState(() => read(targetMs));
  useEffect(() => {
    const tick = () => {
      const next = read(targetMs);
      setCountdown(next);
      return next.message;
    };
    // At zero nothing ticks; a page kept open over the day after only changes on a reload.
    if (tick() !== null) return undefined;
    const id = window.setInterval(() => {
      if (tick() !== null) window.clearInterval(id);
    }, COUNTDOWN_REFRESH_MS);
    return () => window.clearInterval(id);
  }, [targetMs]);
  return countdown;
}
