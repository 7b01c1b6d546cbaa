import type { RemoteName } from '@gcw/shared';

import { SPEC_REMOTES } from './spec-remotes';

/**
 * Stands in for `remote-registry` (jest.mock): the remotes answer with their R2.1
 * descriptors unless a test says otherwise, and nothing is fetched.
 */
export const loadRemoteRoutes = jest.fn(async (name: RemoteName, _entry: string) => ({
  default: SPEC_REMOTES[name],
}));
export const remoteEntryOf = jest.fn(
  (name: RemoteName): string | undefined => `http://remotes.test/${name}/mf-manifest.json`,
);
export const refreshRemotesMap = jest.fn(async (): Promise<RemoteName[]> => []);
export const remotesMapProblem = jest.fn((): string | undefined => undefined);
export const registerRemotesFromManifest = jest.fn(async () => undefined);
export const remotesMapSettled = jest.fn(async () => undefined);
const mapListeners = new Set<(changed: readonly RemoteName[]) => void>();
export const subscribeToMapChanges = (listener: (changed: readonly RemoteName[]) => void) => {
  mapListeners.add(listener);
  return () => mapListeners.delete(listener);
};
/** A re-read of mf-remotes.json that found these remotes on another build. */
export function announceMapChange(changed: readonly RemoteName[]) {
  for (const listener of mapListeners) listener(changed);
}
export const preloadRemoteAssets = jest.fn(async (_name: RemoteName) => undefined);

/** Resets every stand-in to the answers of R2.1. */
export function resetFakeFederation() {
  loadRemoteRoutes.mockReset();
  loadRemoteRoutes.mockImplementation(async (name) => ({ default: SPEC_REMOTES[name] }));
  remoteEntryOf.mockReset();
  remoteEntryOf.mockImplementation((name) => `http://remotes.test/${name}/mf-manifest.json`);
  refreshRemotesMap.mockReset();
  refreshRemotesMap.mockResolvedValue([]);
}
