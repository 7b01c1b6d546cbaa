import { COUNTDOWN_REFRESH_MS } from '@gcw/shared';
import { useEffect, useState } from 'react';

import type { CountdownParts } from './countdown-parts';
import { countdownParts } from './countdown-parts';

/** The time left until `targetMs`, refreshed every second (SPEC §9) until it is reached. */
export function useCountdown(targetMs: number): CountdownParts {
  const [parts, setParts] = useState(() => countdownParts(targetMs, Date.now()));
  useEffect(() => {
    const tick = () => setParts(countdownParts(targetMs, Date.now()));
    tick();
    // Past the target nothing changes any more, so no timer is kept running.
    if (countdownParts(targetMs, Date.now()).done) return undefined;
    const id = window.setInterval(() => {
      tick();
      if (countdownParts(targetMs, Date.now()).done) window.clearInterval(id);
    }, COUNTDOWN_REFRESH_MS);
    return () => window.clearInterval(id);
  }, [targetMs]);
  return parts;
}
