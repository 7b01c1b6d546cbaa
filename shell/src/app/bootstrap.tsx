import type { AppConfig } from '@gcw/shared';
import { initAnalytics, PATHS, selectIsLoggedIn } from '@gcw/shared';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { startRemotePrefetch } from '../features/federation/remote-prefetch';
import { startRemoteUpdateWatch } from '../features/federation/remote-update-watch';
import { notistackNotifier } from '../features/session/notistack-notifier';
import { createTransport } from '../features/transport/create-transport';
import { AppProviders } from './app-providers';
import { createAppStore } from './create-app-store';
import { buildRouteObjects } from './route-objects';

export function renderApp(config: AppConfig) {
  const router = createBrowserRouter(buildRouteObjects());
  startRemoteUpdateWatch(router);
  const transport = createTransport({
    apiOrigin: config.apiOrigin,
    onSessionExpired: () => void router.navigate('/'),
  });
  const store = createAppStore({ transport, notifier: notistackNotifier, config });
  initAnalytics(config.gaMeasurementId);
  // A visitor's next step is signing in; a signed-in user's pages are already loading.
  startRemotePrefetch(() => (selectIsLoggedIn(store.getState()) ? null : PATHS.login));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
