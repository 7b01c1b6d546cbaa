import { floorUrl, FORM_FACTORS, PRODUCT_PAGES, productUrl, RUNS } from './bench-config';
import type { FormFactor } from './bench-config';
import { signIn, storeSession } from './bench-session';
import { lighthouseRun } from './lighthouse-run';
import type { RunFigures } from './lighthouse-run';
import { tapToSignInMs } from './tap-to-sign-in';

export type Target = 'product' | 'floor';
export type MedianFigures = Omit<RunFigures, 'scriptUrls' | 'finalUrl'>;

export interface PageMeasure {
  target: Target;
  path: string;
  formFactor: FormFactor;
  runs: RunFigures[];
  failures: string[];
  median: MedianFigures | null;
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's own median over the runs (so one slow run moves no figure by itself). */
function medians(runs: RunFigures[]): MedianFigures | null {
  const first = runs[0];
  if (!first) return null;
  const keys = Object.keys(first).filter(
    (key) => key !== 'scriptUrls' && key !== 'finalUrl',
  ) as (keyof MedianFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as MedianFigures;
}

const log = (line: string) => console.log(`[bench] ${line}`);

/**
 * Every Lighthouse run. Runs are interleaved (run 1 of every page, then run 2, ...) so that a
 * busy spell of this shared machine spreads over all pages instead of hitting one of them.
 */
export async function measurePages(studentEmail: string): Promise<PageMeasure[]> {
  const pages: PageMeasure[] = [];
  for (const formFactor of FORM_FACTORS) {
    const targets: PageMeasure[] = [
      ...PRODUCT_PAGES.map((path) => ({ target: 'product' as Target, path })),
      { target: 'floor' as Target, path: '/' },
    ].map((t) => ({ ...t, formFactor, runs: [], failures: [], median: null }));
    pages.push(...targets);
    for (let run = 1; run <= RUNS; run += 1) {
      for (const page of targets) {
        const origin = page.target === 'floor' ? floorUrl() : productUrl();
        const signedIn = page.path.startsWith('/dashboard');
        const label = `${formFactor} run ${run}/${RUNS} ${page.target} ${page.path}`;
        try {
          const figures = await lighthouseRun(
            `${origin}${page.path}`,
            formFactor,
            signedIn
              ? async (port) => storeSession(port, origin, await signIn(origin, studentEmail))
              : undefined,
          );
          if (new URL(figures.finalUrl).pathname !== page.path) {
            throw new Error(`ended on ${figures.finalUrl} instead of ${page.path}`);
          }
          page.runs.push(figures);
          log(
            `${label}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
              `TBT ${Math.round(figures.tbtMs)} ms, ${figures.requests} requests`,
          );
        } catch (error) {
          page.failures.push(String(error));
          log(`${label}: FAILED ${String(error)}`);
        }
      }
    }
  }
  for (const page of pages) page.median = medians(page.runs);
  return pages;
}

export interface TapMeasure {
  runsMs: number[];
  failures: string[];
  medianMs: number;
}

export async function measureTaps(): Promise<TapMeasure> {
  const result: TapMeasure = { runsMs: [], failures: [], medianMs: Number.NaN };
  for (let run = 1; run <= RUNS; run += 1) {
    try {
      const ms = await tapToSignInMs(productUrl());
      result.runsMs.push(ms);
      log(`tap to sign-in run ${run}/${RUNS}: ${Math.round(ms)} ms`);
    } catch (error) {
      result.failures.push(String(error));
      log(`tap to sign-in run ${run}/${RUNS}: FAILED ${String(error)}`);
    }
  }
  result.medianMs = median(result.runsMs);
  return result;
}
