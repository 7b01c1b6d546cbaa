import type { RemoteName } from '@gcw/shared';
import { areaOfPath } from '@gcw/shared';

import { loadRemoteOnce, readyRemote } from './remote-load-cache';
import { preloadRemoteAssets } from './remote-registry';

const started = new Set<RemoteName>();

/**
 * Loads and checks a remote, and fetches its page chunks, before the user goes there. Quiet on
 * failure: the navigation itself loads again and reports what goes wrong.
 */
export function prefetchRemote(name: RemoteName): void {
  if (started.has(name) || readyRemote(name)) return;
  started.add(name);
  loadRemoteOnce(name, false)
    .then(() => preloadRemoteAssets(name))
    .catch(() => started.delete(name));
}

/** The remote a same-site link leads to, if it is an in-app link. */
function remoteOfLink(target: EventTarget | null): RemoteName | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!anchor) return null;
  const url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
  if (url.origin !== window.location.origin) return null;
  return areaOfPath(url.pathname).remote;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Following a link must feel instant: the remote behind a link is fetched as soon as the link
 * is pointed at, touched or focused, and `idleRemote` (sign-in, for a visitor) once the
 * browser has nothing else to do after the first paint.
 */
export function startRemotePrefetch(idleRemote: () => RemoteName | null): () => void {
  const onIntent = (event: Event) => {
    const remote = remoteOfLink(event.target);
    if (remote) prefetchRemote(remote);
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  const win = window as IdleWindow;
  const whenIdle = () => {
    const remote = idleRemote();
    if (remote) prefetchRemote(remote);
  };
  if (win.requestIdleCallback) win.requestIdleCallback(whenIdle, { timeout: 4_000 });
  else setTimeout(whenIdle, 2_000);
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent);
  };
}
