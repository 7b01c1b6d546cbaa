import { PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-launch';
import { WORKSPACE_ROOT } from './paths';

/**
 * Measures first visits against `pnpm dev` started cold: N times, start the dev
 * servers (the shell, the four remotes and the API, exactly as `pnpm dev` does), open one remote
 * page in a fresh Chromium context as soon as the shell's port accepts connections, and count
 * whether the page rendered its h1 without the shell's failure fallback ("Coba lagi").
 *
 * "Cold" here: every visit has new dev-server processes (no module graph, no lazily compiled
 * module, no HMR state kept in memory from the visit before), no persistent Rspack cache
 * (`performance.buildCache` is off in every app, so nothing is written to disk between runs)
 * and a new browser context (no HTTP cache, no storage). What stays warm is the operating
 * system's file cache and jiti's cache of the transpiled rsbuild config files.
 *
 *   pnpm --filter @gcw/e2e exec tsx support/measure-dev-visits.ts
 *
 * Variables: DEV_VISITS (20), DEV_MEASURE_PORT_BASE (3400: the shell there, the remotes on
 * base+1..base+4, the API on base+90; pick 3000 to measure the default ports),
 * DEV_MEASURE_ROOT (the workspace whose `pnpm dev` is measured; this one by default),
 * DEV_VISIT_TIMEOUT_MS (90000: a visit with neither heading nor fallback by then fails),
 * DEV_MEASURE_REMOTES_DELAY_MS (0: start the four remotes that much after the shell and the API).
 */

const VISITS = Number(process.env.DEV_VISITS ?? 20);
const BASE = Number(process.env.DEV_MEASURE_PORT_BASE ?? 3400);
const ROOT = path.resolve(process.env.DEV_MEASURE_ROOT ?? WORKSPACE_ROOT);
const VISIT_TIMEOUT_MS = Number(process.env.DEV_VISIT_TIMEOUT_MS ?? 90_000);
const REMOTES_DELAY_MS = Number(process.env.DEV_MEASURE_REMOTES_DELAY_MS ?? 0);
const HOST = '127.0.0.1';

const PORTS = {
  shell: BASE,
  mfe_landing: BASE + 1,
  mfe_auth: BASE + 2,
  mfe_dashboard: BASE + 3,
  mfe_admin: BASE + 4,
  api: BASE + 90,
};
const ALL_PORTS = Object.values(PORTS);
const SHELL_URL = `http://localhost:${PORTS.shell}`;
const API_URL = `http://${HOST}:${PORTS.api}`;

interface Visit {
  path: string;
  signedIn: boolean;
}

/** Public pages of three remotes, and a signed-in page of mfe_dashboard. */
const VISIT_CYCLE: Visit[] = [
  { path: '/', signedIn: false },
  { path: '/about', signedIn: false },
  { path: '/auth/login', signedIn: false },
  { path: '/auth/register', signedIn: false },
  { path: '/dashboard/profile', signedIn: true },
];

const WORK_DIR = path.join(os.tmpdir(), `gcw-dev-visits-${process.pid}`);
const DATA_DIR = path.join(WORK_DIR, 'api-data');
const STUDENT = {
  name: 'Pengukur Dev',
  email: 'dev-visits@measure.test',
  password: 'rahasia-123',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: HOST });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });
}

async function waitForPort(port: number, open: boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await portOpen(port)) === open) return;
    await sleep(open ? 50 : 200);
  }
  throw new Error(`port ${port} is still ${open ? 'closed' : 'open'} after ${timeoutMs} ms`);
}

/** The environment `pnpm dev` is started with: every port moved to this measurement's block. */
function devEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SHELL_PORT: String(PORTS.shell),
    PORT_MFE_LANDING: String(PORTS.mfe_landing),
    PORT_MFE_AUTH: String(PORTS.mfe_auth),
    PORT_MFE_DASHBOARD: String(PORTS.mfe_dashboard),
    PORT_MFE_ADMIN: String(PORTS.mfe_admin),
    API_URL,
    // Read by the API only.
    PORT: String(PORTS.api),
    HOST,
    DATA_DIR,
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL: '86400',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  };
}

/** Its own process group, so one signal stops pnpm, every dev server and the API together. */
function startGroup(command: string, args: string[], cwd: string, logFile: string) {
  const log = createWriteStream(logFile);
  const child = spawn(command, args, {
    cwd,
    env: devEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

async function stopGroup(child: ChildProcess) {
  if (!child.pid) return;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // the group is gone
    }
  };
  signal('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  signal('SIGKILL');
}

const running = new Set<ChildProcess>();

async function stopAll() {
  await Promise.all([...running].map((child) => stopGroup(child)));
  running.clear();
  for (const port of ALL_PORTS) await waitForPort(port, false, 15_000);
}

const interrupt = () => {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  process.exit(130);
};
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);

/**
 * `pnpm dev` as a developer runs it; or, with DEV_MEASURE_REMOTES_DELAY_MS, the same servers
 * with the four remotes started that much later than the shell and the API (as on a machine
 * where the remotes' dev servers come up after the shell's).
 */
function startDev(logFile: string): ChildProcess {
  const log = (name: string) => logFile.replace(/\.log$/, `-${name}.log`);
  if (!REMOTES_DELAY_MS) {
    const dev = startGroup('pnpm', ['dev'], ROOT, logFile);
    running.add(dev);
    return dev;
  }
  const first = startGroup(
    'pnpm',
    ['--parallel', '--filter', './{shell,api}', 'dev'],
    ROOT,
    log('shell-api'),
  );
  running.add(first);
  const later = setTimeout(() => {
    if (!running.has(first)) return;
    running.add(
      startGroup(
        'pnpm',
        ['--parallel', '--filter', './{mfe-landing,mfe-auth,mfe-dashboard,mfe-admin}', 'dev'],
        ROOT,
        log('remotes'),
      ),
    );
  }, REMOTES_DELAY_MS);
  first.once('exit', () => clearTimeout(later));
  return first;
}

/** A student account in this measurement's own database, signed in once (24 h access token). */
async function prepareSession(): Promise<string> {
  const api = startGroup(
    process.execPath,
    ['--import', 'tsx', 'src/main.ts'],
    path.join(ROOT, 'api'),
    path.join(WORK_DIR, 'api-setup.log'),
  );
  running.add(api);
  try {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      try {
        if ((await fetch(`${API_URL}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      await sleep(250);
    }
    const base = `${API_URL}/api/v1/gcw/resources/auth`;
    const post = (url: string, body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post(`${base}/registration`, { ...STUDENT, consent_version: PRIVACY_NOTICE_VERSION });
    const login = await post(`${base}/login`, { email: STUDENT.email, password: STUDENT.password });
    if (!login.ok) throw new Error(`sign-in for the signed-in visit failed: ${login.status}`);
    return JSON.stringify(((await login.json()) as { Data: unknown }).Data);
  } finally {
    await stopAll();
  }
}

type Outcome = 'rendered' | 'fallback' | 'timeout' | 'wrong page';

interface Result {
  visit: Visit;
  outcome: Outcome;
  /** From the navigation to the visible h1 (or to the failure). */
  renderMs: number;
  /** From spawning `pnpm dev` to the visible h1 (or to the failure). */
  sinceStartMs: number;
  /** Documents loaded after the first one: reloads the dev servers forced during the visit. */
  reloads: number;
  detail: string;
}

async function visitOnce(
  browser: Browser,
  visit: Visit,
  session: string,
  startedAt: number,
): Promise<Result> {
  const context = await browser.newContext();
  const notes: string[] = [];
  let documents = 0;
  try {
    const page = await context.newPage();
    page.on('domcontentloaded', () => (documents += 1));
    page.on('pageerror', (error) => notes.push(`pageerror: ${error.message.split('\n')[0]}`));
    page.on('requestfailed', (request) =>
      notes.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) notes.push(`${response.status()}: ${response.url()}`);
    });
    if (visit.signedIn) {
      await page.addInitScript(
        (value) => window.localStorage.setItem('gcw:session', value),
        session,
      );
    }
    const navigatedAt = Date.now();
    const deadline = navigatedAt + VISIT_TIMEOUT_MS;
    await page.goto(`${SHELL_URL}${visit.path}`, {
      waitUntil: 'commit',
      timeout: VISIT_TIMEOUT_MS,
    });
    const heading = page.getByRole('heading', { level: 1 }).first();
    const fallback = page
      .getByTestId('remote-fallback')
      .or(page.getByRole('button', { name: 'Coba lagi' }))
      .first();
    const left = () => Math.max(1, deadline - Date.now());
    const outcome = await Promise.any([
      heading.waitFor({ state: 'visible', timeout: left() }).then(() => 'rendered' as const),
      fallback.waitFor({ state: 'visible', timeout: left() }).then(() => 'fallback' as const),
    ]).catch(() => 'timeout' as const);
    const doneAt = Date.now();
    let result: Outcome = outcome;
    if (outcome === 'rendered') {
      // A heading of another page (a redirect to sign-in) or a fallback right behind it is no success.
      await sleep(300);
      if (new URL(page.url()).pathname !== visit.path) result = 'wrong page';
      else if (await fallback.isVisible()) result = 'fallback';
    }
    if (result === 'fallback') {
      const kind = await page
        .getByTestId('remote-fallback')
        .getAttribute('data-kind', { timeout: 1000 })
        .catch(() => null);
      notes.unshift(`fallback kind: ${kind ?? '?'}`);
    }
    if (result === 'wrong page') notes.unshift(`ended at ${page.url()}`);
    return {
      visit,
      outcome: result,
      renderMs: doneAt - navigatedAt,
      sinceStartMs: doneAt - startedAt,
      reloads: Math.max(0, documents - 1),
      detail: result === 'rendered' ? '' : notes.slice(0, 6).join(' | '),
    };
  } catch (error) {
    return {
      visit,
      outcome: 'timeout',
      renderMs: VISIT_TIMEOUT_MS,
      sinceStartMs: Date.now() - startedAt,
      reloads: Math.max(0, documents - 1),
      detail: `${error instanceof Error ? error.message.split('\n')[0] : String(error)} | ${notes
        .slice(0, 4)
        .join(' | ')}`,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  for (const port of ALL_PORTS) {
    if (await portOpen(port)) throw new Error(`port ${port} is in use: stop what listens there`);
  }
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  console.log(
    `Measuring ${VISITS} cold first visits of \`pnpm dev\` in ${ROOT} (shell on ${PORTS.shell}, ` +
      `remotes on ${PORTS.mfe_landing}-${PORTS.mfe_admin}, API on ${PORTS.api}` +
      `${REMOTES_DELAY_MS ? `, remotes started ${REMOTES_DELAY_MS} ms after the shell` : ''}); ` +
      `logs in ${WORK_DIR}`,
  );
  const session = await prepareSession();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const results: Result[] = [];
  try {
    for (let index = 0; index < VISITS; index += 1) {
      const visit = VISIT_CYCLE[index % VISIT_CYCLE.length] as Visit;
      const startedAt = Date.now();
      const dev = startDev(path.join(WORK_DIR, `dev-${index + 1}.log`));
      let result: Result;
      try {
        const exited = new Promise<never>((_resolve, reject) =>
          dev.once('exit', (code) =>
            reject(new Error(`pnpm dev exited (${code}) before the shell listened: see its log`)),
          ),
        );
        exited.catch(() => undefined);
        await Promise.race([waitForPort(PORTS.shell, true, 60_000), exited]);
        result = await visitOnce(browser, visit, session, startedAt);
      } finally {
        await stopAll();
      }
      results.push(result);
      const label = visit.signedIn ? `${visit.path} (signed in)` : visit.path;
      console.log(
        `${String(index + 1).padStart(2)}. ${label.padEnd(30)} ${result.outcome.padEnd(10)} ` +
          `first render ${String(result.renderMs).padStart(6)} ms after navigation, ` +
          `${String(result.sinceStartMs).padStart(6)} ms after start, ` +
          `${result.reloads} reload${result.reloads === 1 ? '' : 's'}` +
          (result.detail ? `\n      ${result.detail}` : ''),
      );
    }
  } finally {
    await browser.close();
  }
  const failures = results.filter((result) => result.outcome !== 'rendered');
  const times = results
    .filter((result) => result.outcome === 'rendered')
    .map((result) => result.renderMs)
    .sort((a, b) => a - b);
  const median = times.length ? times[Math.floor(times.length / 2)] : undefined;
  const reloads = results.reduce((sum, result) => sum + result.reloads, 0);
  console.log(`${results.length} visits, ${failures.length} failures`);
  console.log(`page reloads forced by the dev servers during the visits: ${reloads}`);
  if (times.length) {
    console.log(
      `time to first render after navigation: median ${median} ms, min ${times[0]} ms, max ${
        times[times.length - 1]
      } ms`,
    );
  }
  if (failures.length) console.log(`dev-server logs of every visit: ${WORK_DIR}`);
  else rmSync(WORK_DIR, { recursive: true, force: true });
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
