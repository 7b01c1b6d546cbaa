import path from 'node:path';

import { APPS, BENCH_DIR, WORKSPACE_ROOT } from './bench-config';
import type { AppFolder } from './bench-config';
import { runCommand } from './processes';

const MINUTE = 60_000;

/** The product exactly as shipped: `pnpm build`, all five apps into their `dist/`. */
export async function buildProduct(scratch: string) {
  await runCommand('pnpm', ['build'], {
    cwd: WORKSPACE_ROOT,
    logFile: path.join(scratch, 'build-product.log'),
    timeoutMs: 20 * MINUTE,
  });
}

/**
 * The same five builds again with source maps, into the scratch folder, only to know which
 * original module each byte of each chunk comes from. The product's builds have no source maps
 * (Rsbuild's default in production), and adding them would change what is measured: these
 * copies differ from the product's chunks only by the `sourceMappingURL` comment (and so by
 * the hash in the file names), so chunks are matched by name without the hash.
 */
export async function buildWithSourceMaps(scratch: string): Promise<Record<AppFolder, string>> {
  const out = {} as Record<AppFolder, string>;
  for (const app of APPS) {
    out[app] = path.join(scratch, 'source-mapped', app);
    await runCommand(
      'pnpm',
      ['exec', 'rsbuild', 'build', '--dist-path', out[app], '--source-map', '--log-level', 'warn'],
      {
        cwd: path.join(WORKSPACE_ROOT, app),
        logFile: path.join(scratch, 'build-source-mapped.log'),
        timeoutMs: 10 * MINUTE,
      },
    );
  }
  return out;
}

/** The floor: the landing page as one plain bundle (`floor/rsbuild.config.ts`). */
export async function buildFloor(scratch: string, sourceMaps: boolean): Promise<string> {
  const dist = path.join(scratch, sourceMaps ? 'floor-source-mapped' : 'floor');
  await runCommand(
    'pnpm',
    [
      'exec',
      'rsbuild',
      'build',
      '--root',
      path.join(BENCH_DIR, 'floor'),
      '--config',
      path.join(BENCH_DIR, 'floor', 'rsbuild.config.ts'),
      '--dist-path',
      dist,
      '--log-level',
      'warn',
      ...(sourceMaps ? ['--source-map'] : []),
    ],
    {
      cwd: path.join(WORKSPACE_ROOT, 'e2e'),
      logFile: path.join(scratch, 'build-floor.log'),
      timeoutMs: 10 * MINUTE,
    },
  );
  return dist;
}
