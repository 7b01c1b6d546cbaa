/**
 * `pnpm bench:cpu <path>`: where a page's main-thread time goes, as a phone would spend it (CPU
 * slowed 4x, as Lighthouse's mobile preset does). Loads the page once signed in (for a
 * `/dashboard` path) with V8's sampling profiler on, and prints the self time per package (or
 * workspace app) and the longest tasks. A tool for finding what to cut, not a benchmark.
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { CHROMIUM_ARGS } from '../support/chromium-launch';
import { CHROMIUM_PATH, claimPorts, productUrl } from './bench-config';
import { registerStudent, SESSION_KEY, signIn } from './bench-session';
import { startProduct } from './servers';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a sampled frame belongs to: the source map is not read, the chunk's URL is. */
function owner(url: string): string {
  if (!url) return '(native)';
  return url.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{10}\.js$/, '.js');
}

async function main() {
  const [page = '/dashboard/profile'] = process.argv.slice(2);
  const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'gcw-cpu-'));
  await claimPorts();
  const product = await startProduct(scratch);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const origin = productUrl();
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (page.startsWith('/dashboard')) {
      const session = await signIn(origin, await registerStudent(origin));
      await context.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(key, value);
            sessionStorage.setItem('seeded', '1');
          }
        },
        [SESSION_KEY, JSON.stringify(session)] as const,
      );
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(`${origin}${page}`, { waitUntil: 'load' });
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    writeFileSync(path.join(scratch, 'page.cpuprofile'), JSON.stringify(profile));
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const perOwner = new Map<string, number>();
    const perFunction = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)?.callFrame;
      const micros = profile.timeDeltas[i] ?? 0;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      const who = frame.url ? owner(frame.url) : `(${frame.functionName})`;
      perOwner.set(who, (perOwner.get(who) ?? 0) + micros);
      const fn = `${frame.functionName || '(anonymous)'} ${who}:${frame.lineNumber}:${frame.columnNumber}`;
      perFunction.set(fn, (perFunction.get(fn) ?? 0) + micros);
    });
    const top = (map: Map<string, number>, n: number) =>
      [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
    const total = [...perOwner.values()].reduce((a, b) => a + b, 0);
    console.log(`${page}: ${(total / 1000).toFixed(0)} ms busy at ${slowdown}x`);
    for (const [who, micros] of top(perOwner, 15))
      console.log(`  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${who}`);
    console.log('functions:');
    for (const [fn, micros] of top(perFunction, 25))
      console.log(`  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${fn}`);
    console.log(`profile: ${path.join(scratch, 'page.cpuprofile')}`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
