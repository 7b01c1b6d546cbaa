import { useCallback, useEffect, useRef, useState } from 'react';

import type { DoorAdmission, DoorOutcome } from '../door-admission';
import { signal, signalOf } from '../feedback/door-feedback';

/** A code seen again before it has been out of view this long is the same person still there. */
export const QUIET_MS = 3000;
/** A code the server could not be asked about is tried again this soon while it stays in view. */
const RETRY_MS = 1500;
/** How long a result covers the screen unless tapped away or replaced by the next code. */
const SHOWN_MS: Record<DoorOutcome['kind'], number> = {
  admitted: 1500,
  repeat: 3000,
  refused: 3000,
  invalid: 2500,
  error: 2500,
};

interface Hold {
  until: number;
  /** Each sighting pushes `until` on: the code must leave the view before it counts again. */
  extends: boolean;
}

/**
 * The door's rhythm: every scanned code is decided once (not again while it stays in view),
 * one decision at a time, the result shown, heard and felt, then cleared for the next person.
 */
export function useDoorDecisions(admission: DoorAdmission) {
  const [outcome, setOutcome] = useState<DoorOutcome | null>(null);
  const [shownAt, setShownAt] = useState(0);
  const holds = useRef(new Map<string, Hold>());
  const busy = useRef(false);
  const { admit } = admission;

  const decide = useCallback(
    async (code: string) => {
      busy.current = true;
      try {
        const next = await admit(code);
        setOutcome(next);
        setShownAt(Date.now());
        signal(signalOf(next));
        return next;
      } finally {
        busy.current = false;
      }
    },
    [admit],
  );

  const onScan = useCallback(
    (raw: string) => {
      const code = raw.trim();
      const now = Date.now();
      for (const [held, hold] of holds.current) if (hold.until <= now) holds.current.delete(held);
      const hold = holds.current.get(code);
      if (hold) {
        if (hold.extends) hold.until = now + QUIET_MS;
        return;
      }
      if (busy.current) return;
      holds.current.set(code, { until: now + QUIET_MS, extends: true });
      void decide(code).then((next) => {
        if (next.kind === 'error')
          holds.current.set(code, { until: Date.now() + RETRY_MS, extends: false });
      });
    },
    [decide],
  );

  const clear = useCallback(() => setOutcome(null), []);

  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(clear, SHOWN_MS[outcome.kind]);
    return () => clearTimeout(timer);
  }, [outcome, shownAt, clear]);

  return { outcome, onScan, onTyped: decide, clear };
}
