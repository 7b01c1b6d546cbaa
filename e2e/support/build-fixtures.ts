import { REMOTE_NAMES } from '@gcw/shared/federation';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { E2E_ROOT, FIXTURE_DIR } from './paths';
import type { SkewKind } from './skew-shared';
import { makeSkewShared, skewVersions } from './skew-shared';

function build(remote: string, mode: string, env: Record<string, string> = {}) {
  execFileSync(path.join(E2E_ROOT, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: FIXTURE_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, FIXTURE_REMOTE: remote, FIXTURE_MODE: mode, ...env },
  });
}

/**
 * Builds the fixture remote once per case it stands for: every remote throwing while
 * rendering; mfe_landing rebuilt with a change and a new page, throwing on import, and built
 * for real against an older, a newer and an incompatible version of the contract.
 */
export function buildFixtures() {
  for (const name of REMOTE_NAMES) build(name, 'throws');
  build('mfe_landing', 'changed');
  build('mfe_landing', 'import-throws');
  const versions = skewVersions();
  for (const kind of ['behind', 'ahead', 'incompatible'] as SkewKind[]) {
    build('mfe_landing', `skew-${kind}`, {
      FIXTURE_SHARED_DIR: makeSkewShared(kind),
      FIXTURE_RANGE: versions[kind].range,
    });
  }
}
