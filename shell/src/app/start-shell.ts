import { configureDiagnostics } from '../features/federation/remote-diagnostics';
import { registerFederationPlugins } from '../features/federation/federation-runtime-plugins';
import { loadAppConfig } from '../features/federation/load-deploy-files';
import { registerRemotesFromManifest } from '../features/federation/remote-registry';

export async function startShell() {
  registerFederationPlugins();
  const [config] = await Promise.all([loadAppConfig(), registerRemotesFromManifest()]);
  configureDiagnostics(config.apiOrigin);
  const { renderApp } = await import('./bootstrap');
  renderApp(config);
}
