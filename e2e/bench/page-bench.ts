/**
 * `pnpm bench:page <path> [mobile|desktop]`: one page of the product, as `pnpm bench:web`
 * measures it (Lighthouse 13, 3 runs by default, medians), on the apps' dist/ as they are. A
 * `/dashboard` path runs signed in as a new student. A quick check while working on one page;
 * BENCH_REPORT_DIR keeps each run's Lighthouse report.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { claimPorts, FORM_FACTORS, productUrl, RUNS } from './bench-config';
import type { FormFactor } from './bench-config';
import { registerStudent, signIn, storeSession } from './bench-session';
import { lighthouseRun } from './lighthouse-run';
import type { RunFigures } from './lighthouse-run';
import { median } from './measure';
import { startProduct } from './servers';

const ms = (value: number) => `${Math.round(value)} ms`;

function line(label: string, f: Omit<RunFigures, 'scriptUrls' | 'finalUrl'>) {
  return (
    `${label}: perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} ` +
    `FCP ${ms(f.fcpMs)} LCP ${ms(f.lcpMs)} TBT ${ms(f.tbtMs)} CLS ${f.cls.toFixed(3)} ` +
    `JS-before-paint ${(f.jsBeforeFcpBytes / 1024).toFixed(1)} KiB requests ${f.requests} ` +
    `waves ${f.wavesBeforeLcp}`
  );
}

async function main() {
  const [page = '/dashboard/profile', only] = process.argv.slice(2);
  const formFactors = only ? [only as FormFactor] : FORM_FACTORS;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'gcw-page-'));
  await claimPorts();
  const product = await startProduct(scratch);
  try {
    const origin = productUrl();
    const student = page.startsWith('/dashboard') ? await registerStudent(origin) : null;
    for (const formFactor of formFactors) {
      const runs: RunFigures[] = [];
      for (let i = 1; i <= RUNS; i += 1) {
        const figures = await lighthouseRun(
          `${origin}${page}`,
          formFactor,
          student
            ? async (port) => storeSession(port, origin, await signIn(origin, student))
            : undefined,
        );
        if (new URL(figures.finalUrl).pathname !== page) {
          throw new Error(`ended on ${figures.finalUrl} instead of ${page}`);
        }
        console.log(line(`${formFactor} ${page} run ${i}`, figures));
        runs.push(figures);
      }
      const keys = Object.keys(runs[0] as RunFigures).filter(
        (key) => key !== 'scriptUrls' && key !== 'finalUrl',
      ) as (keyof Omit<RunFigures, 'scriptUrls' | 'finalUrl'>)[];
      const medians = Object.fromEntries(
        keys.map((key) => [key, median(runs.map((run) => run[key]))]),
      ) as unknown as Omit<RunFigures, 'scriptUrls' | 'finalUrl'>;
      console.log(line(`${formFactor} ${page} median of ${runs.length}`, medians));
    }
  } finally {
    await product.stop();
  }
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
