import type { RemoteName, RemotesManifestMap } from '@gcw/shared';
import { getInstance } from '@module-federation/enhanced/runtime';

import { startFromFreshContainer } from './fresh-container';
import { loadRemotesMap } from './load-deploy-files';

let remotes: RemotesManifestMap = {};
let mapProblem: string | undefined;
let refreshing: Promise<unknown> = Promise.resolve();
const mapListeners = new Set<(changed: readonly RemoteName[]) => void>();

/** Told of the remotes whose URL changed after each re-read of `mf-remotes.json`. */
export function subscribeToMapChanges(listener: (changed: readonly RemoteName[]) => void) {
  mapListeners.add(listener);
  return () => mapListeners.delete(listener);
}

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
  if (changed.length) for (const listener of mapListeners) listener(changed);
  return changed;
}

export function remoteEntryOf(name: RemoteName): string | undefined {
  return remotes[name];
}

export function remotesMapProblem(): string | undefined {
  return mapProblem;
}

/**
 * Loads `./routes` of the build at `entry` (the one whose manifest the caller checked), in a
 * container of its own: never one an earlier load of this remote left behind.
 */
export async function loadRemoteRoutes(name: RemoteName, entry: string): Promise<unknown> {
  startFromFreshContainer(federation(), name, entry);
  return federation().loadRemote(`${name}/routes`);
}

/** Fetches every chunk of a remote's `./routes`, lazy pages included, into the cache. */
export async function preloadRemoteAssets(name: RemoteName): Promise<void> {
  await federation().preloadRemote([
    { nameOrAlias: name, exposes: ['./routes'], resourceCategory: 'all' },
  ]);
}
