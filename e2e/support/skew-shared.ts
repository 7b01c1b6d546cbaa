import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { TMP_DIR, WORKSPACE_ROOT } from './paths';

export type SkewKind = 'behind' | 'ahead' | 'incompatible';

const SHARED = path.join(WORKSPACE_ROOT, 'shared');

/** The contract version the shell under test provides. */
export function currentContractVersion(): string {
  const { version } = JSON.parse(readFileSync(path.join(SHARED, 'package.json'), 'utf8')) as {
    version: string;
  };
  return version;
}

function currentVersion(): [number, number, number] {
  return currentContractVersion().split('.').map(Number) as [number, number, number];
}

/**
 * The contract version of each skew build, relative to the shell's: the previous minor (a
 * remote deployed before the last additive release), the next minor (a remote built against
 * a release the shell has not taken yet) and the next major.
 */
export function skewVersions(): Record<SkewKind, { version: string; range: string }> {
  const [major, minor, patch] = currentVersion();
  if (minor === 0 && patch === 0) {
    throw new Error(
      `@gcw/shared ${major}.0.0 has no compatible older release: the skew suite needs one`,
    );
  }
  const behind = minor > 0 ? `${major}.${minor - 1}.0` : `${major}.0.${patch - 1}`;
  return {
    behind: { version: behind, range: `^${behind}` },
    ahead: { version: `${major}.${minor + 1}.0`, range: `^${major}.${minor}.0` },
    incompatible: { version: `${major + 1}.0.0`, range: `^${major + 1}.0.0` },
  };
}

const ADDED_EXPORT: Record<SkewKind, string> = {
  behind: '',
  // An additive release: one more export, which the fixture does not use.
  ahead: "\nexport const skewAheadOnly = 'ahead';\n",
  // A breaking release: the fixture uses what only it has.
  incompatible: "\nexport function nextMajorGreeting() {\n  return 'berikutnya';\n}\n",
};

/**
 * A copy of the shared package at another contract version, for a remote built against it:
 * the same sources with that version in its package.json (and the export that release adds).
 */
export function makeSkewShared(kind: SkewKind): string {
  const dir = path.join(TMP_DIR, `shared-${kind}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(SHARED, 'src'), path.join(dir, 'src'), { recursive: true });
  symlinkSync(path.join(SHARED, 'node_modules'), path.join(dir, 'node_modules'));
  const pkg = JSON.parse(readFileSync(path.join(SHARED, 'package.json'), 'utf8')) as {
    version: string;
  };
  pkg.version = skewVersions()[kind].version;
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  if (ADDED_EXPORT[kind]) {
    const index = path.join(dir, 'src', 'index.ts');
    writeFileSync(index, readFileSync(index, 'utf8') + ADDED_EXPORT[kind]);
  }
  return dir;
}
