import { areaOfPath } from '@gcw/shared/federation';
import path from 'node:path';

import { parseObject, readCached, readObjectCached, remoteFileReader } from './remote-files';
import type { StaticMount } from './static-files';

/** Where the shell reads what the host wrote in (shell/src/lib/boot-data.ts). */
const BOOT_DATA_ID = 'gcw-boot-data';

export interface BootDataOptions {
  /** The shell's built index.html. */
  shellIndexFile: string;
  remotesFile?: string;
  /** Or the map already read (the one the host serves this browser, canaries included). */
  remotesMap?: Record<string, unknown> | null;
  /** The deploy's app-config.json (the host serves this file at /app-config.json). */
  appConfigFile: string;
  mounts: StaticMount[];
}

interface ManifestFacts {
  metaData?: { name?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** The remote's entry and the sync chunk of its `./routes`, relative to its manifest. */
function firstWaveOf(manifest: ManifestFacts): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const files: string[] = [];
  if (typeof entry?.name === 'string') {
    files.push(path.posix.join(typeof entry.path === 'string' ? entry.path : '', entry.name));
  }
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  const sync = routes?.assets?.js?.sync;
  if (Array.isArray(sync)) files.push(...sync.filter((f): f is string => typeof f === 'string'));
  return files;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell's index.html for a navigation, with what its first seconds would otherwise fetch
 * one after the other written in: the remotes map, the app config and the manifest of the
 * remote that owns the path (all as they are on disk right now), and preload hints for that
 * remote's entry and route table. The shell reads each once and fetches anything missing as
 * before; any failure here just leaves a part out. Null only when the shell is not built.
 */
export async function shellIndexWithBootData(
  pathname: string,
  options: BootDataOptions,
): Promise<string | null> {
  const index = readCached(options.shellIndexFile);
  if (index === null) return null;
  const remotes = options.remotesFile
    ? readObjectCached(options.remotesFile)
    : (options.remotesMap ?? null);
  const data: Record<string, unknown> = {};
  if (remotes) data.remotes = remotes;
  const appConfig = readObjectCached(options.appConfigFile);
  if (appConfig) data.appConfig = appConfig;
  const hints: string[] = [];
  const remote = areaOfPath(pathname).remote;
  const manifestUrl = remotes?.[remote];
  const read =
    typeof manifestUrl === 'string' ? remoteFileReader(manifestUrl, options.mounts) : null;
  if (read && typeof manifestUrl === 'string') {
    const name = path.posix.basename(manifestUrl.split(/[?#]/, 1)[0] ?? '');
    const text = await read(name);
    const manifest = parseObject(text) as ManifestFacts | null;
    if (text && manifest?.metaData?.name === remote) {
      data.manifests = { [manifestUrl]: text };
      const base = new URL(manifestUrl, 'http://host.invalid/');
      for (const file of firstWaveOf(manifest)) {
        const url = new URL(file, base);
        const href =
          url.origin === base.origin && !/^https?:/.test(manifestUrl) ? url.pathname : url.href;
        hints.push(`<link rel="preload" as="script" href="${attr(href)}">`);
      }
    }
  }
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const tags = [`<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`, ...hints];
  return index.replace('</head>', `${tags.join('')}</head>`);
}
