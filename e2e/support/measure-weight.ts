import { PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import { chromium, request as playwrightRequest } from '@playwright/test';
import { gzipSync } from 'node:zlib';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-launch';
import { SHELL_URL } from './ports';

/**
 * Prints the page weight of the running e2e stack (`pnpm --filter @gcw/e2e stack`): requests,
 * and gzip bytes of the JS the browser loads, for `/` and for `/dashboard/profile`.
 */
async function measure(path: string, session?: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  if (session)
    await page.addInitScript((value) => window.localStorage.setItem('gcw:session', value), session);
  let requests = 0;
  let jsFiles = 0;
  let jsGzip = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    requests += 1;
    if (!response.url().endsWith('.js')) return;
    jsFiles += 1;
    pending.push(
      response.body().then(
        (body) => void (jsGzip += gzipSync(body).length),
        () => undefined,
      ),
    );
  });
  await page.goto(`${SHELL_URL}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  console.log(
    `${path}: ${requests} requests, ${jsFiles} JS files, ${(jsGzip / 1024).toFixed(1)} KiB JS gzip`,
  );
}

async function main() {
  await measure('/');
  const api = await playwrightRequest.newContext({ baseURL: SHELL_URL });
  const email = `weight-${Date.now()}@e2e.test`;
  const registered = await api.post('/api/v1/gcw/resources/auth/registration', {
    data: {
      name: 'Pengukur Bobot',
      email,
      password: 'rahasia-123',
      consent_version: PRIVACY_NOTICE_VERSION,
    },
  });
  if (!registered.ok()) throw new Error(`registration failed: ${registered.status()}`);
  const login = await api.post('/api/v1/gcw/resources/auth/login', {
    data: { email, password: 'rahasia-123' },
  });
  const session = JSON.stringify(((await login.json()) as { Data: unknown }).Data);
  await measure('/dashboard/profile', session);
  await api.dispose();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
