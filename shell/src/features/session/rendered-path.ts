/**
 * The path the page shows: React has committed its route. The router's own state moves first
 * (its updates render in a transition), and a guard still on screen sees only what React shows.
 */
let renderedPath: string | null = null;
const waiting = new Set<{ path: string; done: () => void }>();

export function pathRendered(path: string) {
  renderedPath = path;
  for (const waiter of [...waiting]) if (waiter.path === path) waiter.done();
}

/** Settles once `path` is on screen, or after `ms` whatever happened. */
export function whenPathRendered(path: string, ms: number): Promise<void> {
  if (renderedPath === path) return Promise.resolve();
  return new Promise((resolve) => {
    const waiter = {
      path,
      done: () => {
        clearTimeout(timer);
        waiting.delete(waiter);
        resolve();
      },
    };
    const timer = setTimeout(waiter.done, ms);
    waiting.add(waiter);
  });
}
