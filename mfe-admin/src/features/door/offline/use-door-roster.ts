import { selectUser, useAppSelector } from '@gcw/shared/store';
import { useCallback, useEffect, useRef, useState } from 'react';

import { isUnreachable } from '../api/check-in-outcome';
import { useDoorBundleMutation } from '../api/door-api';
import { loadBundle, saveBundle } from './door-storage';
import type { StoredBundle } from './door-storage';
import { withTimeLimit } from './with-time-limit';

/** How long a roster download may take before the door counts the server as unreachable. */
const BUNDLE_WAIT_MS = 10_000;

/**
 * The roster a door decides by when offline: loaded from the phone at once, then refreshed from
 * the server (If-None-Match, so an unchanged roster costs a 304). `refresh` answers whether the
 * server was reachable, which is how the door learns it is online again.
 */
export function useDoorRoster() {
  const adminId = useAppSelector(selectUser)?.id ?? null;
  const [fetchBundle] = useDoorBundleMutation();
  const [stored, setStored] = useState<StoredBundle | null>(() => loadBundle(adminId));
  const storedRef = useRef(stored);

  const keep = useCallback((next: StoredBundle) => {
    storedRef.current = next;
    setStored(next);
    saveBundle(next);
  }, []);

  useEffect(() => {
    const mine = loadBundle(adminId);
    storedRef.current = mine;
    setStored(mine);
  }, [adminId]);

  const refresh = useCallback(async (): Promise<'reachable' | 'unreachable'> => {
    if (adminId === null) return 'unreachable';
    const current = storedRef.current;
    const result = await withTimeLimit(fetchBundle(current?.etag ?? null), BUNDLE_WAIT_MS);
    const confirmedAt = new Date().toISOString();
    if ('data' in result && result.data) {
      keep({ ...result.data, confirmedAt, adminId });
      return 'reachable';
    }
    const error = 'error' in result ? result.error : undefined;
    if ((error as { status?: unknown } | undefined)?.status === 304 && current) {
      keep({ ...current, confirmedAt });
      return 'reachable';
    }
    return isUnreachable(error) ? 'unreachable' : 'reachable';
  }, [adminId, fetchBundle, keep]);

  return { roster: stored, rosterRef: storedRef, refresh };
}
