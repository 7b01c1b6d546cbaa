import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifestMap } from '@gcw/shared';

import { loadRemotesMap } from './load-deploy-files';

let remotes: RemotesManifestMap = {};

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/** Registers every remote named in `mf-remotes.json` on the instance the build plugin made. */
export async function registerRemotesFromManifest() {
  remotes = await loadRemotesMap();
  const list = Object.entries(remotes).map(([name, entry]) => ({ name, entry: entry as string }));
  if (list.length) federation().registerRemotes(list);
}

export function remoteEntryOf(name: RemoteName): string | undefined {
  return remotes[name];
}

/** Loads a remote's `./routes`; `fresh` drops what a failed attempt left cached. */
export async function loadRemoteRoutes(name: RemoteName, fresh: boolean): Promise<unknown> {
  const entry = remotes[name];
  if (!entry) throw new Error(`Remote ${name} is not configured in mf-remotes.json`);
  if (fresh) federation().registerRemotes([{ name, entry }], { force: true });
  return federation().loadRemote(`${name}/routes`);
}
