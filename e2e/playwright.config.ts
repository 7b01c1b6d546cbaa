import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium-launch';
import { SHELL_URL } from './support/ports';

/** The specs that change what every page of the stack sees. */
const GLOBAL_STATE_SPECS = ['prerendered-landing.spec.ts', 'remote-redeploy.spec.ts'] as const;
/** The whole event on a product of its own (the event rehearsal): after the pages, so that neither it nor
 * those specs run on a machine the other half of the suite keeps busy. */
const REHEARSAL_SPEC = 'rehearsal.spec.ts';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two spec files at a time on one stack (each test makes its own students and teams); the
  // specs that change what every page sees run afterwards, one after the other (projects).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL: SHELL_URL,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'pages', testIgnore: [...GLOBAL_STATE_SPECS, REHEARSAL_SPEC] },
    // The admins' event settings: the landing's countdown and texts of every other spec.
    { name: 'settings', testMatch: GLOBAL_STATE_SPECS[0], dependencies: ['pages'] },
    // mf-remotes.json on disk: which build of a remote every page loads.
    { name: 'redeploy', testMatch: GLOBAL_STATE_SPECS[1], dependencies: ['settings'] },
    // Beside the two short global-state projects (one worker each), not after them.
    { name: 'rehearsal', testMatch: REHEARSAL_SPEC, dependencies: ['pages'] },
  ],
  webServer: {
    command: 'pnpm exec tsx support/start-stack.ts',
    url: `${SHELL_URL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // SIGTERM first so the stack stops the API it started.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
