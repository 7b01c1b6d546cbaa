import { REMOTE_NAMES } from '@gcw/shared/federation';
import path from 'node:path';

export const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');

/** Folder of each remote in the workspace, by container name (`mfe_landing` → `mfe-landing`). */
export function remoteFolder(name: (typeof REMOTE_NAMES)[number]) {
  return name.replace('_', '-');
}

export function remoteDist(name: (typeof REMOTE_NAMES)[number]) {
  return path.join(WORKSPACE_ROOT, remoteFolder(name), 'dist');
}

export const SHELL_DIST = path.join(WORKSPACE_ROOT, 'shell', 'dist');

/** One URL: each remote's build under `/remotes/<folder>/`. */
export function sameOriginRemotesMap(): Record<string, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${remoteFolder(name)}/mf-manifest.json`]),
  );
}

export { REMOTE_NAMES };
