import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium-launch';

/**
 * `pnpm --filter @gcw/e2e rehearsal`: the whole-event rehearsal alone. It starts the product
 * itself (support/rehearsal/product.ts), so none of the e2e stack is started. CI runs the same
 * spec inside `pnpm test:e2e` (playwright.config.ts).
 */
export default defineConfig({
  testDir: './tests',
  testMatch: 'rehearsal.spec.ts',
  workers: 1,
  retries: 0,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
