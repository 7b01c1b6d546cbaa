import net from 'node:net';
import path from 'node:path';

import { CHROMIUM_ARGS } from '../support/chromium-launch';

/** Settings of `pnpm bench:web`; ports and run count can be moved by environment variables. */
export const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');
export const BENCH_DIR = __dirname;

/**
 * The bench's ports, taken from the free ones of 3700-3799 when it starts (another run, or an e2e
 * stack moved there with E2E_PORT_BASE, may hold some of them). Chromium's DevTools port is
 * chosen by the system (see chromium.ts).
 */
export const ports = { product: 0, api: 0, floor: 0 };
export const productUrl = () => `http://127.0.0.1:${ports.product}`;
export const floorUrl = () => `http://127.0.0.1:${ports.floor}`;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function claimPorts() {
  const first = Number(process.env.BENCH_PORT_BASE ?? 3710);
  const free: number[] = [];
  for (let port = first; port < first + 90 && free.length < 3; port += 1) {
    if (await isFree(port)) free.push(port);
  }
  const [product, api, floor] = free;
  if (!product || !api || !floor) throw new Error(`no three free ports from ${first} on`);
  Object.assign(ports, { product, api, floor });
}

/** Medians of at least 3: scores move by a few points from run to run on a shared machine. */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

export { CHROMIUM_PATH } from '../support/chromium-launch';
/** A bare Chromium for Lighthouse runs headless itself; Playwright launches take CHROMIUM_ARGS. */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const APPS = ['shell', 'mfe-landing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin'] as const;
export type AppFolder = (typeof APPS)[number];

export type FormFactor = 'mobile' | 'desktop';
export const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

/** The product's pages; the floor is measured on `/` only (it is the landing alone). */
export const PRODUCT_PAGES = ['/', '/auth/login', '/dashboard/profile'] as const;
export type ProductPage = (typeof PRODUCT_PAGES)[number];
