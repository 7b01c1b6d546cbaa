import type { Flags, RunnerResult } from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { FormFactor } from './bench-config';
import { withChromium } from './chromium';
import { jsBytesBefore, networkRequests, wavesBefore } from './network-figures';
import type { DevtoolsEvent } from './network-figures';

/** What one Lighthouse run of one page gives the bench. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's `total-byte-weight`: bytes on the wire of every request of the load. */
  totalBytes: number;
  jsBeforeFcpBytes: number;
  requests: number;
  wavesBeforeLcp: number;
  /** Every script the page loaded, for the duplication figures. */
  scriptUrls: string[];
  /** Where the page ended up (a guard's redirect would show here). */
  finalUrl: string;
}

const RUN_TIMEOUT_MS = 180_000;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function figuresOf({ lhr, artifacts }: RunnerResult): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const details = lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
  const observed = details?.items?.[0] ?? {};
  // Observed (unthrottled) paint times: the network log is of the same unthrottled load.
  const fcpTs = observed.observedFirstContentfulPaintTs ?? Number.NaN;
  const lcpTs = observed.observedLargestContentfulPaintTs ?? Number.NaN;
  const requests = networkRequests(artifacts.DevtoolsLog as unknown as DevtoolsEvent[]);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    jsBeforeFcpBytes: jsBytesBefore(requests, fcpTs),
    requests: requests.length,
    wavesBeforeLcp: wavesBefore(requests, lcpTs),
    scriptUrls: [...new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url))],
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** With BENCH_REPORT_DIR set, each run's Lighthouse report is kept there, to see why a figure is what it is. */
function keepReport({ lhr, artifacts }: RunnerResult, formFactor: FormFactor) {
  const dir = process.env.BENCH_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '-');
  const file = path.join(dir, `${formFactor}${page}${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(lhr));
  // The trace (Chromium's own, of the unthrottled load Lighthouse simulates from) shows what
  // each long task ran: open it in Chromium's performance panel.
  writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(artifacts.Trace));
}

/**
 * One Lighthouse 13 run (its Node API, default settings: simulated throttling; mobile, or the
 * desktop preset) on a fresh Chromium. `prepare` runs first on that Chromium, e.g. to put a
 * session into localStorage: Lighthouse's storage reset clears the HTTP cache and other storage
 * (`clearStorageTypes`) but not localStorage, so the page starts cold yet signed in.
 */
export async function lighthouseRun(
  url: string,
  formFactor: FormFactor,
  prepare?: (devtoolsPort: number) => Promise<void>,
): Promise<RunFigures> {
  // Lighthouse is ESM only; this package runs as CommonJS under tsx.
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  return withChromium(async (port) => {
    if (prepare) await prepare(port);
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    const run = lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    // A run abandoned on timeout may still reject later: not an unhandled rejection.
    run.catch(() => undefined);
    const result = await withTimeout(run, RUN_TIMEOUT_MS, `Lighthouse on ${url}`);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    }
    keepReport(result, formFactor);
    return figuresOf(result);
  });
}
