import path from 'node:path';

/** Settings of `pnpm bench:web`; ports and run count can be moved by environment variables. */
export const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');
export const BENCH_DIR = __dirname;

/** 3700-3799 is the bench's block, apart from `npm start` (3000/4000) and the e2e stack (3100+). */
const base = Number(process.env.BENCH_PORT_BASE ?? 3700);
export const PORTS = {
  product: base + 10,
  api: base + 11,
  floor: base + 20,
  /** Chromium's DevTools port, which Lighthouse connects to. */
  devtools: base + 90,
} as const;

export const PRODUCT_URL = `http://127.0.0.1:${PORTS.product}`;
export const FLOOR_URL = `http://127.0.0.1:${PORTS.floor}`;

/** Medians of at least 3: scores move by a few points from run to run on a shared machine. */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags checked with Debian's Chromium here (shared/TOOLCHAIN.md). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const APPS = ['shell', 'mfe-landing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin'] as const;
export type AppFolder = (typeof APPS)[number];

export type FormFactor = 'mobile' | 'desktop';
export const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

/** The product's pages; the floor is measured on `/` only (it is the landing alone). */
export const PRODUCT_PAGES = ['/', '/auth/login', '/dashboard/profile'] as const;
export type ProductPage = (typeof PRODUCT_PAGES)[number];
