import { useEffect } from 'react';

/**
 * Keeps the screen on while the door page is open (the phone lies on a desk for hours). The
 * browser drops the lock whenever the page is hidden, so it is asked again on each return.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!wakeLock) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let ended = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (ended) void lock.release();
          else sentinel = lock;
        })
        .catch(() => undefined);
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}
