import type { AppContract } from '@gcw/shared/federation';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/**
 * Reads what an app declares about the contract: the range of `@gcw/shared` in its
 * package.json (`workspace:^1.1.0` → `^1.1.0`) and the version of the `@gcw/shared` it builds
 * against. A build with no real range, or whose own shared copy is outside it, stops here.
 */
export function appContract(appDir: string = process.cwd()): AppContract {
  const pkg = readJson(path.join(appDir, 'package.json'));
  const deps = { ...(pkg.dependencies as object), ...(pkg.devDependencies as object) } as Record<
    string,
    string
  >;
  const spec = (deps['@gcw/shared'] ?? '').replace(/^workspace:/, '');
  const range = semver.validRange(spec);
  if (!range || spec === '*' || spec === '') {
    throw new Error(
      `${pkg.name as string}: declare the @gcw/shared range this app needs (e.g. "workspace:^1.1.0"), not "${spec}"`,
    );
  }
  const require = createRequire(path.join(appDir, 'package.json'));
  const version = String(readJson(require.resolve('@gcw/shared/package.json')).version);
  if (!semver.satisfies(version, range)) {
    throw new Error(
      `${pkg.name as string}: builds against @gcw/shared ${version}, outside ${spec}`,
    );
  }
  return { version, range: spec };
}
