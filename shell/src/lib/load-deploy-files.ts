import type { AppConfig, RemotesManifestMap } from '@gcw/shared';
import { isRemoteName, mergeAppConfig } from '@gcw/shared';

import { takeBootFile } from './boot-data';

async function fetchJson(
  path: string,
  written: 'remotes' | 'appConfig',
): Promise<{ value: unknown; problem?: string }> {
  const inline = takeBootFile(written);
  if (inline !== undefined) return { value: inline };
  try {
    const response = await fetch(path, { cache: 'no-cache' });
    if (!response.ok) return { value: null, problem: `${path} answered ${response.status}` };
    const text = await response.text();
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return { value: null, problem: `${path} is not JSON` };
    }
  } catch (error) {
    return {
      value: null,
      problem: `${path}: ${error instanceof Error ? error.message : 'failed'}`,
    };
  }
}

/** `/app-config.json`: deploy-time overrides of the event configuration. */
export async function loadAppConfig(): Promise<AppConfig> {
  return mergeAppConfig((await fetchJson('/app-config.json', 'appConfig')).value);
}

export interface RemotesMapResult {
  map: RemotesManifestMap;
  /** Why the file, or an entry of it, was not usable; shown in the diagnostics. */
  problem?: string;
}

/** `/mf-remotes.json`: remote name → manifest URL; what is not a remote and a URL is dropped. */
export async function loadRemotesMap(): Promise<RemotesMapResult> {
  const { value, problem } = await fetchJson('/mf-remotes.json', 'remotes');
  const map: RemotesManifestMap = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { map, problem: problem ?? '/mf-remotes.json is not an object of remote URLs' };
  }
  const dropped: string[] = [];
  for (const [name, url] of Object.entries(value as Record<string, unknown>)) {
    let resolved: string | undefined;
    try {
      resolved =
        typeof url === 'string' && url ? new URL(url, window.location.href).href : undefined;
    } catch {
      resolved = undefined;
    }
    if (isRemoteName(name) && resolved) map[name] = resolved;
    else dropped.push(name);
  }
  return dropped.length
    ? { map, problem: `/mf-remotes.json entries ignored: ${dropped.join(', ')}` }
    : { map };
}
