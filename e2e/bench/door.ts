/**
 * `pnpm bench:door` (the door scanner, ADR 0019): one door on this machine. The fake camera of a Debian Chromium
 * plays a video of N real tickets' QR codes (their qr_code_url images), each in view for
 * BENCH_DOOR_SECONDS (1 s), after a blank lead-in while the page starts. Printed: the seconds
 * from a code's first frame in view to its result on the screen (median, p95, max), and the
 * check-ins per minute between the first and the last result (the pace the door kept up with;
 * BENCH_DOOR_SECONDS=0.5 offers two a second). BENCH_DOOR_TICKETS sets N (20).
 */
import { API_BASE_PATH } from '@gcw/shared/contract';
import type { Session } from '@gcw/shared/contract';
import { chromium, request } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium-launch';
import { MARKER, qrVideo, VIDEO } from '../support/qr-video';
import { claimPorts, productUrl } from './bench-config';
import { SESSION_KEY } from './bench-session';
import type { DoorProbe } from './door-probe';
import { doorProbeScript } from './door-probe';
import { benchTickets } from './door-tickets';
import { median } from './measure';
import { BENCH_ADMIN, startProduct } from './servers';

const COUNT = Number(process.env.BENCH_DOOR_TICKETS ?? 20);
const SECONDS = Number(process.env.BENCH_DOOR_SECONDS ?? 1);
const LEAD_IN_S = 6;

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)] ?? NaN;

async function main() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'gcw-door-bench-'));
  // The product's own rules, eased only where the bench is not a student: no mail round trip,
  // and more registrations from one address than a person would make.
  process.env.EMAIL_VERIFICATION = 'off';
  process.env.REGISTER_RATE_LIMIT_IP_MAX = '100000';
  await claimPorts();
  const product = await startProduct(scratch);
  try {
    const api = await request.newContext({ baseURL: productUrl() });
    const tickets = await benchTickets(api, COUNT);
    const login = await api.post(`${API_BASE_PATH}/auth/login`, { data: BENCH_ADMIN });
    const admin = ((await login.json()) as { Data: Session }).Data;
    const video = path.join(scratch, 'door.y4m');
    const frames = Math.round(SECONDS * VIDEO.fps);
    writeFileSync(
      video,
      qrVideo([
        { png: null, frames: LEAD_IN_S * VIDEO.fps },
        ...tickets.map(({ png }, i) => ({ png, frames, marker: i + 1 })),
        { png: null, frames: 3 * VIDEO.fps },
      ]),
    );
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: productUrl(), permissions: ['camera'] });
      const page = await context.newPage();
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        SESSION_KEY,
        JSON.stringify(admin),
      ] as const);
      await page.addInitScript(
        doorProbeScript({ row: MARKER.top / VIDEO.height, bits: MARKER.bits }),
      );
      await page.goto('/admin/seminar/pintu');
      const reader = page.locator('[data-decoder="zxing"], [data-decoder="barcode-detector"]');
      const decoder = await reader.getAttribute('data-decoder', { timeout: 60_000 });
      // Until every ticket has its result, or the whole video has played once and then some.
      await page
        .waitForFunction(
          (count) => {
            const { results } = (window as unknown as { doorProbe: DoorProbe }).doorProbe;
            return results.filter((r) => r.text.startsWith('Silakan masuk')).length >= count;
          },
          COUNT,
          { timeout: (LEAD_IN_S + COUNT * SECONDS + 10) * 1000, polling: 250 },
        )
        .catch(() => undefined);
      const probe = await page.evaluate(
        () => (window as unknown as { doorProbe: DoorProbe }).doorProbe,
      );
      if (process.env.BENCH_DOOR_DEBUG)
        console.log(
          JSON.stringify(probe),
          await page.evaluate(() => {
            const v = document.querySelector('video');
            return v ? `${v.videoWidth}x${v.videoHeight}` : 'no video';
          }),
        );
      report(
        probe,
        tickets.map(({ ticket }) => ticket.ticket_id),
        decoder ?? 'n/a',
      );
    } finally {
      await browser.close();
    }
    await api.dispose();
  } finally {
    await product.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function report(probe: DoorProbe, ids: string[], decoder: string) {
  const latencies: number[] = [];
  const admittedAt: number[] = [];
  const missed: string[] = [];
  ids.forEach((id, i) => {
    const seen = probe.firstSeen[i + 1];
    const shown = probe.results.find((r) => r.text.includes(`Tiket ${id}`) && r.at >= (seen ?? 0));
    if (seen === undefined || !shown || !shown.text.startsWith('Silakan masuk')) {
      missed.push(
        `${id} (${shown?.text.slice(0, 40) ?? (seen === undefined ? 'never in view' : 'no result')})`,
      );
      return;
    }
    latencies.push(shown.at - seen);
    admittedAt.push(shown.at);
  });
  // The rate between the first and the last result: the pace the door kept up with.
  const span = Math.max(...admittedAt) - Math.min(...admittedAt);
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const cpus = os.cpus();
  console.log(`door bench: ${ids.length} tickets, ${SECONDS} s each in view, decoder ${decoder}`);
  console.log(
    `commit ${commit}, ${new Date().toISOString()}, ${cpus.length} x ${cpus[0]?.model ?? '?'}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `code in view -> result shown: median ${(median(latencies) / 1000).toFixed(2)} s, p95 ${(p95(latencies) / 1000).toFixed(2)} s, max ${(Math.max(...latencies) / 1000).toFixed(2)} s (${latencies.length} admitted)`,
  );
  console.log(
    `check-ins per minute at this door: ${(((latencies.length - 1) / span) * 60_000).toFixed(1)} (one ticket every ${SECONDS} s offered)`,
  );
  if (missed.length) console.log(`not admitted: ${missed.join('; ')}`);
  if (missed.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
