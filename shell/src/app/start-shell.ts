import { registerFederationPlugins } from '../features/federation/federation-runtime-plugins';
import { configureDiagnostics } from '../features/federation/remote-diagnostics';
import { prefetchPage } from '../features/federation/remote-prefetch';
import { loadAppConfig } from '../lib/load-deploy-files';
import { registerRemotesFromManifest } from '../lib/remote-registry';
import type { renderApp } from './bootstrap';

/** `app` is the app's code, already on its way (index.ts). */
export async function startShell(app: Promise<{ renderApp: typeof renderApp }>) {
  registerFederationPlugins();
  // Each step below used to wait for the one before: on a phone every wait is a round trip
  // before the first page shows (a fast first page on a phone). The app's code comes while the deploy files are read.
  const [config] = await Promise.all([loadAppConfig(), registerRemotesFromManifest()]);
  configureDiagnostics(config.apiOrigin);
  // The page being opened starts loading beside React's own start, not after the first render.
  prefetchPage(window.location.pathname);
  const { renderApp } = await app;
  renderApp(config);
}
