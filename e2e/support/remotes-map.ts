import { REMOTE_NAMES } from '@gcw/shared/federation';
import { writeFileSync } from 'node:fs';

import { REMOTES_FILE } from './paths';
import { PORTS } from './ports';

export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesMap = Record<RemoteName, string>;

/** Each remote from its own origin, as deployed separately. */
export function ownOriginRemotesMap(): RemotesMap {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://127.0.0.1:${PORTS[name]}/mf-manifest.json`]),
  ) as RemotesMap;
}

export type FixtureMode =
  'throws' | 'changed' | 'import-throws' | 'skew-behind' | 'skew-ahead' | 'skew-incompatible';

/** A fixture build of a remote (see fixtures/remote-variant and support/build-fixtures.ts). */
export function fixtureManifest(name: RemoteName, mode: FixtureMode) {
  return `http://127.0.0.1:${PORTS.fixtures}/${name}-${mode}/mf-manifest.json`;
}

export function writeRemotesFile(map: RemotesMap) {
  writeFileSync(REMOTES_FILE, JSON.stringify(map, null, 2));
}

export { REMOTE_NAMES };
