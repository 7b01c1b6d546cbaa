import { API_BASE_PATH, PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import type { Session } from '@gcw/shared/contract';
import { chromium } from '@playwright/test';

/** The key the shell restores the session from on load (shared/src/store/session-storage.ts). */
export const SESSION_KEY = 'gcw:session';
const PASSWORD = 'rahasia-bench-123';

async function post<T>(origin: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}${API_BASE_PATH}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { Data: T }).Data;
}

/** A student registered through the product's API, as the e2e suite does (support/session.ts). */
export async function registerStudent(origin: string): Promise<string> {
  const email = `bench-${Date.now()}@bench.test`;
  await post(origin, '/auth/registration', {
    name: 'Pengukur Web',
    email,
    password: PASSWORD,
    consent_version: PRIVACY_NOTICE_VERSION,
  });
  return email;
}

/** A fresh session for each run, so no token expires or is rotated between runs. */
export function signIn(origin: string, email: string): Promise<Session> {
  return post<Session>(origin, '/auth/login', { email, password: PASSWORD });
}

/**
 * Puts the session into the origin's localStorage of the Chromium that Lighthouse will drive
 * next (Playwright over its DevTools port; Lighthouse itself cannot be handed a Playwright page).
 */
export async function storeSession(devtoolsPort: number, origin: string, session: Session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    // A tiny same-origin JSON answer: the origin's storage without loading (or caching) the app.
    await page.goto(`${origin}/healthz`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(session),
    ] as const);
    await page.close();
  } finally {
    // Over CDP this only disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}
