/**
 * Whether calls are being held back because the server answered "unavailable, retry later"
 * (503 with Retry-After: the product host while no API instance is up, or one is starting).
 * A tiny store for useSyncExternalStore: the notice shows while any call waits.
 */
let waiting = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function subscribeToAvailability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isServerUnavailable = () => waiting > 0;

/** Counts one call as waiting until `done()` is called. */
export function startWaiting(): () => void {
  waiting += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    waiting -= 1;
    emit();
  };
}
