import type { PageAccess, PrefetchingPageDescriptor, RemoteName } from '@gcw/shared';
import { areaOfPath, preloadPage } from '@gcw/shared';
import type { AppDispatch, RootState } from '@gcw/shared/store';
import { selectIsAdmin, selectIsLoggedIn } from '@gcw/shared/store';
import { matchPath } from 'react-router-dom';

import type { LoadedRemote } from '../../lib/remote-load-cache';
import { loadRemoteOnce, readyRemote } from '../../lib/remote-load-cache';
import { preloadRemoteAssets } from '../../lib/remote-registry';

const started = new Map<RemoteName, Promise<LoadedRemote>>();

function loadRemoteAhead(name: RemoteName): Promise<LoadedRemote> {
  const ready = readyRemote(name);
  if (ready) return Promise.resolve(ready);
  let loading = started.get(name);
  if (!loading) {
    loading = loadRemoteOnce(name, false);
    started.set(name, loading);
    // Settled either way, the load cache knows better (a ready remote, or a fresh try).
    loading
      .then(() => preloadRemoteAssets(name))
      .catch(() => undefined)
      .finally(() => started.delete(name));
  }
  return loading;
}

/** The page a remote renders at a path, once the remote is loaded. */
async function pageAt(pathname: string): Promise<PrefetchingPageDescriptor | undefined> {
  const { module } = await loadRemoteAhead(areaOfPath(pathname).remote);
  return module.pages.find((p) => matchPath({ path: p.path, end: true }, pathname));
}

/**
 * Loads and checks the remote that owns a path, and runs the code of the page at that path,
 * before the user goes there: following the link then waits for no request. Quiet on failure:
 * the navigation itself loads again and reports what goes wrong.
 */
export function prefetchPage(pathname: string): void {
  pageAt(pathname)
    .then((page) => page && preloadPage(page.component))
    .catch(() => undefined);
}

function admits(access: PageAccess, state: RootState): boolean {
  if (!selectIsLoggedIn(state)) return false;
  return access !== 'admin' || selectIsAdmin(state);
}

/**
 * Starts the first requests of the page the app is opened on (its descriptor's `prefetch`),
 * beside the page's code: on a phone they otherwise waited for the page's first render. Only
 * for a signed-in user the page admits, who may read that data; a prefetch that throws is the
 * remote's fault and leaves the page to fetch for itself.
 */
export function prefetchPageData(
  pathname: string,
  store: { getState: () => RootState; dispatch: AppDispatch },
): void {
  pageAt(pathname)
    .then((page) => {
      if (page?.prefetch && admits(page.access, store.getState())) page.prefetch(store.dispatch);
    })
    .catch(() => undefined);
}

/** The path of a same-site link, if it is an in-app link. */
function pathOfLink(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!anchor) return null;
  const url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Following a link must feel instant: the page behind a link is fetched as soon as the link
 * is pointed at, touched or focused, and `idlePath` (sign-in, for a visitor) once the browser
 * has nothing else to do after the first paint.
 */
export function startRemotePrefetch(idlePath: () => string | null): () => void {
  const onIntent = (event: Event) => {
    const path = pathOfLink(event.target);
    if (path) prefetchPage(path);
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  const win = window as IdleWindow;
  const whenIdle = () => {
    const path = idlePath();
    if (path) prefetchPage(path);
  };
  if (win.requestIdleCallback) win.requestIdleCallback(whenIdle, { timeout: 4_000 });
  else setTimeout(whenIdle, 2_000);
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent);
  };
}
