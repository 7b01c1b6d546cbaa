import type { RemoteName } from '@gcw/shared';

import { forgetRemote, readyRemote } from '../../lib/remote-load-cache';
import { refreshRemotesMap } from '../../lib/remote-registry';

interface WatchedRouter {
  state: { location: { key: string; pathname: string; search: string; hash: string } };
  subscribe: (listener: (state: WatchedRouter['state']) => void) => () => void;
}

let updated: readonly RemoteName[] = [];
const listeners = new Set<() => void>();

function setUpdated(next: readonly RemoteName[]) {
  updated = next;
  for (const listener of listeners) listener();
}

/** Remotes redeployed while their code runs in this tab (for the notice). */
export const updatedRemotes = () => updated;
export function subscribeToUpdates(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function check() {
  const changed = await refreshRemotesMap().catch(() => [] as RemoteName[]);
  const inUse = changed.filter((name) => readyRemote(name));
  if (inUse.length) setUpdated([...new Set([...updated, ...inUse])]);
}

/**
 * The old build's pages leave with this navigation and the new build loads in a container of
 * its own, so the two never mix and nothing reloads (docs/adr/0025).
 */
function swapToNewBuilds() {
  const swapped = updated;
  setUpdated([]);
  for (const name of swapped) forgetRemote(name);
}

/**
 * Learns that a remote was redeployed while this tab is open (docs/adr/0008): every navigation
 * and every return to the tab reads `mf-remotes.json` again. A remote not loaded yet loads its
 * new build when first needed (its load waits for this read). A remote whose code already runs
 * here is announced, and the next navigation after that shows the new build.
 */
export function startRemoteUpdateWatch(router: WatchedRouter) {
  // The key alone is not enough: an entry pushed outside the router has the key 'default'.
  const idOf = (location: WatchedRouter['state']['location']) =>
    `${location.key} ${location.pathname}${location.search}${location.hash}`;
  let last = idOf(router.state.location);
  const unsubscribe = router.subscribe(({ location }) => {
    if (idOf(location) === last) return;
    last = idOf(location);
    // The read first: the swapped remote's load waits for it, so it takes the latest map.
    void check();
    if (updated.length) swapToNewBuilds();
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
