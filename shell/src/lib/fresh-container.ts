import type { RemoteName } from '@gcw/shared';
import { isChunkLoadingGlobalOf } from '@gcw/shared/federation';
import type { getInstance } from '@module-federation/enhanced/runtime';

type Federation = NonNullable<ReturnType<typeof getInstance>>;

function registeredEntryOf(federation: Federation, name: RemoteName): string | undefined {
  const remote = federation.options.remotes.find((candidate) => candidate.name === name);
  return remote && 'entry' in remote ? remote.entry : undefined;
}

/**
 * Makes the next load of a remote build its container anew from `entry`, with nothing left of
 * an earlier container of that remote in this tab (docs/adr/0025). Called only when none of
 * the remote's code is in use here (a first load, a failed one, or a swap to another build).
 *
 * - The runtime keeps one container per remote name (`moduleCache`, the entry's global):
 *   registering with `force` drops them, so a module that threw is never answered again.
 * - A container adopts every chunk already pushed onto its chunk-loading array when it
 *   starts. Builds made before 0025 and hand-made copies of a build share that array with the
 *   build they came from, so the good build ran the copy's broken module factory instead of
 *   downloading its own: every array of this remote is dropped before its container starts.
 */
export function startFromFreshContainer(federation: Federation, name: RemoteName, entry: string) {
  const absolute = new URL(entry, window.location.href).href;
  if (federation.moduleCache.has(name) || registeredEntryOf(federation, name) !== absolute) {
    federation.registerRemotes([{ name, entry: absolute }], { force: true });
  }
  // The container's global (`var mfe_dashboard`) too: the runtime reuses one it finds.
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key === name || isChunkLoadingGlobalOf(name, key)) Reflect.deleteProperty(window, key);
  }
}
