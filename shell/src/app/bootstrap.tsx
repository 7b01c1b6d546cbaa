import type { AppConfig } from '@gcw/shared';
import { initAnalytics, PATHS } from '@gcw/shared';
import { selectIsLoggedIn, selectUser } from '@gcw/shared/store';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { prefetchPageData, startRemotePrefetch } from '../features/federation/remote-prefetch';
import { startRemoteUpdateWatch } from '../features/federation/remote-update-watch';
import {
  holdForExpiredSession,
  releaseExpiryHoldOnNavigation,
} from '../features/guard/expiry-hold';
import { notistackNotifier } from '../features/session/notistack-notifier';
import { whenPathRendered } from '../features/session/rendered-path';
import { sessionExpiredHandler } from '../features/session/session-expired';
import { showSessionExpired } from '../features/session/session-expired-toast';
import { createTransport } from '../features/transport/create-transport';
import { AppProviders } from './app-providers';
import { createAppStore } from './create-app-store';
import { buildRouteObjects } from './route-objects';

/** How long an expired session waits for home to be on screen before it ends anyway. */
const HOME_RENDER_WAIT_MS = 5_000;

export function renderApp(config: AppConfig) {
  const router = createBrowserRouter(buildRouteObjects());
  startRemoteUpdateWatch(router);
  releaseExpiryHoldOnNavigation(router);
  const navigate = (path: string) => router.navigate(path);
  // The store is made after the transport it is given; the session ends only once both exist.
  let getState: (() => ReturnType<typeof store.getState>) | null = null;
  const transport = createTransport({
    apiOrigin: config.apiOrigin,
    onSessionExpired: sessionExpiredHandler({
      currentPath: () => {
        const { pathname, search, hash } = router.state.location;
        return `${pathname}${search}${hash}`;
      },
      userId: () => (getState ? (selectUser(getState())?.id ?? null) : null),
      // Home should be on screen before the session ends: the open page's guard would otherwise
      // still be rendered, see "signed out" and send the user to login instead. Should it be
      // (a slow render, a wait that gave up), the held page's guard sends the user home too.
      navigate: async (path) => {
        holdForExpiredSession(router.state.location.pathname);
        await router.navigate(path);
        await whenPathRendered(path, HOME_RENDER_WAIT_MS);
      },
      notify: (signInPath) => showSessionExpired(signInPath, navigate),
    }),
  });
  const store = createAppStore({ transport, notifier: notistackNotifier, config });
  getState = store.getState;
  initAnalytics(config.gaMeasurementId);
  // The opened page's data comes beside its code (start-shell fetches the code already).
  prefetchPageData(window.location.pathname, store);
  // A visitor's next step is signing in; a signed-in user's pages are already loading.
  startRemotePrefetch(() => (selectIsLoggedIn(store.getState()) ? null : PATHS.login));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition lets React render the first page in slices and answer a tap between them: as
  // one task it held a phone's main thread for up to half a second (measured for a fast first page on a phone).
  startTransition(() =>
    root.render(
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
}
