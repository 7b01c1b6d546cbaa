/**
 * `pnpm bench:sign-in`: the sign-in page alone, as `pnpm bench:web` measures it (Lighthouse 13,
 * mobile and desktop, 3 runs each, medians) and the tap on the landing's Login to a usable
 * sign-in form, on the apps' dist/ as they are: a quick check of the sign-in page's phone performance goals (ADR 0013) without
 * the floor, the source-mapped builds and the other pages.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { claimPorts, productUrl } from './bench-config';
import { lighthouseRun } from './lighthouse-run';
import { median } from './measure';
import { startProduct } from './servers';
import { tapToSignInMs } from './tap-to-sign-in';

async function main() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'gcw-quick-'));
  await claimPorts();
  const product = await startProduct(scratch);
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const runs = [];
      for (let i = 0; i < 3; i += 1) {
        const f = await lighthouseRun(`${productUrl()}/auth/login`, formFactor);
        console.log(
          `${formFactor} /auth/login run ${i + 1}: perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} FCP ${Math.round(f.fcpMs)} LCP ${Math.round(f.lcpMs)} TBT ${Math.round(f.tbtMs)} CLS ${f.cls} JS-before-paint ${(f.jsBeforeFcpBytes / 1024).toFixed(1)} KiB requests ${f.requests}`,
        );
        runs.push(f);
      }
      console.log(
        `${formFactor} median perf ${median(runs.map((r) => r.performance))} LCP ${Math.round(median(runs.map((r) => r.lcpMs)))} TBT ${Math.round(median(runs.map((r) => r.tbtMs)))}`,
      );
    }
    const taps = [];
    for (let i = 0; i < 3; i += 1) taps.push(await tapToSignInMs(productUrl()));
    console.log(
      `tap to sign-in: ${taps.map(Math.round).join(', ')} ms, median ${Math.round(median(taps))}`,
    );
  } finally {
    await product.stop();
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
