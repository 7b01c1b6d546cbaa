import { execFileSync } from 'node:child_process';

import { REMOTE_NAMES } from '@gcw/shared/federation';

import path from 'node:path';

import { E2E_ROOT, FIXTURE_DIR } from './paths';

/**
 * Builds the fixture remote once per failure it stands for: a build of every remote that
 * throws while rendering, and a "rebuilt with a visible change" build of mfe_landing.
 */
export function buildFixtures() {
  const builds: [string, 'throws' | 'changed'][] = [
    ...REMOTE_NAMES.map((name) => [name, 'throws'] as [string, 'throws']),
    ['mfe_landing', 'changed'],
  ];
  for (const [remote, mode] of builds) {
    execFileSync(path.join(E2E_ROOT, 'node_modules', '.bin', 'rsbuild'), ['build'], {
      cwd: FIXTURE_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, FIXTURE_REMOTE: remote, FIXTURE_MODE: mode },
    });
  }
}
