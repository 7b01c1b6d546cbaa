import { loadAppConfig } from '../features/federation/load-deploy-files';
import { registerRemotesFromManifest } from '../features/federation/remote-registry';

export async function startShell() {
  const [config] = await Promise.all([loadAppConfig(), registerRemotesFromManifest()]);
  const { renderApp } = await import('./bootstrap');
  renderApp(config);
}
