import type { RemoteName, RemotesManifestMap } from '@gcw/shared';
import { getInstance } from '@module-federation/enhanced/runtime';

import { loadRemotesMap } from './load-deploy-files';

let remotes: RemotesManifestMap = {};
let mapProblem: string | undefined;
let refreshing: Promise<unknown> = Promise.resolve();

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

function register(map: RemotesManifestMap, force: boolean) {
  const list = Object.entries(map).map(([name, entry]) => ({ name, entry: entry as string }));
  if (list.length) federation().registerRemotes(list, { force });
}

/** Registers every remote named in `mf-remotes.json` on the instance the build plugin made. */
export async function registerRemotesFromManifest() {
  const result = await loadRemotesMap();
  remotes = result.map;
  mapProblem = result.problem;
  register(remotes, false);
}

/**
 * Reads `mf-remotes.json` again and re-registers the remotes whose URL changed, so their next
 * load comes from the new build. A file that became unreadable keeps the working map.
 * Returns the remotes that changed.
 */
export function refreshRemotesMap(): Promise<RemoteName[]> {
  const next = readAndRegisterChanges();
  refreshing = next;
  return next;
}

/** A load waits for a re-read in flight, so it never starts from the map it replaces. */
export async function remotesMapSettled(): Promise<void> {
  await refreshing.catch(() => undefined);
}

async function readAndRegisterChanges(): Promise<RemoteName[]> {
  const result = await loadRemotesMap();
  if (Object.keys(result.map).length === 0 && result.problem) {
    mapProblem = result.problem;
    return [];
  }
  const changed = (Object.keys({ ...remotes, ...result.map }) as RemoteName[]).filter(
    (name) => remotes[name] !== result.map[name],
  );
  const changedMap: RemotesManifestMap = {};
  for (const name of changed) if (result.map[name]) changedMap[name] = result.map[name];
  remotes = result.map;
  mapProblem = result.problem;
  register(changedMap, true);
  return changed;
}

export function remoteEntryOf(name: RemoteName): string | undefined {
  return remotes[name];
}

export function remotesMapProblem(): string | undefined {
  return mapProblem;
}

/** Loads a remote's `./routes`; `fresh` drops what a failed attempt left cached. */
export async function loadRemoteRoutes(name: RemoteName, fresh: boolean): Promise<unknown> {
  const entry = remotes[name];
  if (!entry) throw new Error(`Remote ${name} is not configured in mf-remotes.json`);
  if (fresh) federation().registerRemotes([{ name, entry }], { force: true });
  return federation().loadRemote(`${name}/routes`);
}

/** Fetches every chunk of a remote's `./routes`, lazy pages included, into the cache. */
export async function preloadRemoteAssets(name: RemoteName): Promise<void> {
  await federation().preloadRemote([
    { nameOrAlias: name, exposes: ['./routes'], resourceCategory: 'all' },
  ]);
}
