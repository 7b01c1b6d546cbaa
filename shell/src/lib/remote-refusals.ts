import type { RemoteName } from '@gcw/shared';

let refused: ReadonlySet<RemoteName> = new Set();
const listeners = new Set<() => void>();
const retryHandlers = new Map<RemoteName, () => boolean>();

function publish(next: ReadonlySet<RemoteName>) {
  refused = next;
  for (const listener of listeners) listener();
}

/**
 * The remotes whose last load was refused (failed, timed out, broken or incompatible) and that
 * have not loaded since. Kept apart from the load cache because a retry forgets the remote
 * there, while the sidebar must keep its remembered entries and notice until a load succeeds.
 * Every refusal publishes, a repeated one too: a retry that failed again ends there.
 */
export function noteRefused(name: RemoteName) {
  publish(new Set([...refused, name]));
}

export function noteAccepted(name: RemoteName) {
  if (!refused.has(name)) return;
  const next = new Set(refused);
  next.delete(name);
  publish(next);
}

/** For `useSyncExternalStore`: a new set after every change. */
export function refusedRemotes(): ReadonlySet<RemoteName> {
  return refused;
}

export function subscribeToRefusals(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The area on screen that shows a remote's failure takes retries asked for elsewhere (the
 * sidebar's notice), so there is one retry path and never two loads of one remote at once.
 * The handler answers whether it took the retry.
 */
export function handleRetryRequests(name: RemoteName, handler: () => boolean) {
  retryHandlers.set(name, handler);
  return () => {
    if (retryHandlers.get(name) === handler) retryHandlers.delete(name);
  };
}

/** False when no area took it: the caller loads the remote itself. */
export function requestRetry(name: RemoteName): boolean {
  return retryHandlers.get(name)?.() ?? false;
}
