/**
 * Debian's Chromium, never a downloaded browser, with the flags checked on this machine
 * (shared/TOOLCHAIN.md). Playwright adds its own headless mode; a bare Chromium started for
 * Lighthouse needs `--headless=new` in front of these.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
