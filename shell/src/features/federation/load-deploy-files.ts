import type { AppConfig, RemotesManifestMap } from '@gcw/shared';
import { mergeAppConfig, REMOTE_NAMES } from '@gcw/shared';

async function fetchJson(path: string): Promise<unknown> {
  try {
    const response = await fetch(path, { cache: 'no-cache' });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** `/app-config.json`: deploy-time overrides of the event configuration. */
export async function loadAppConfig(): Promise<AppConfig> {
  return mergeAppConfig(await fetchJson('/app-config.json'));
}

/** `/mf-remotes.json`: remote name → manifest URL; unknown names and non-strings are dropped. */
export async function loadRemotesMap(): Promise<RemotesManifestMap> {
  const raw = await fetchJson('/mf-remotes.json');
  const map: RemotesManifestMap = {};
  if (typeof raw !== 'object' || raw === null) return map;
  for (const name of REMOTE_NAMES) {
    const url = (raw as Record<string, unknown>)[name];
    if (typeof url === 'string' && url) map[name] = new URL(url, window.location.href).href;
  }
  return map;
}
