/** A waiter's place in the queue: `ready` when its turn comes, `done` once it has been drawn. */
export interface RevealTurn {
  ready: Promise<void>;
  done: () => void;
}

// A tab in the background gets no animation frames: the part still comes, a little later.
const FRAME_WAIT_MS = 100;

/** Resolves in a task after the browser has had a frame to paint what is already committed. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const next = () => {
      if (settled) return;
      settled = true;
      setTimeout(resolve, 0);
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(next);
    setTimeout(next, FRAME_WAIT_MS);
  });
}

let tail: Promise<void> = Promise.resolve();

/**
 * One part at a time: each waits for the one before it to be drawn and painted, so each part's
 * render and commit is a task of its own, not one long block of the page's main thread.
 */
export function takeRevealTurn(): RevealTurn {
  let done: () => void = () => undefined;
  const drawn = new Promise<void>((resolve) => {
    done = resolve;
  });
  const ready = tail.then(afterPaint);
  tail = ready.then(() => drawn);
  return { ready, done };
}
