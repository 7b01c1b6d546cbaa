import type { APIRequestContext, Page } from '@playwright/test';
import type { Session } from '@gcw/shared/contract';

import { E2E_ADMIN } from './ports';

let counter = 0;

/** A new student account, registered through the real API. */
export async function registerStudent(
  request: APIRequestContext,
  name = 'Sari Dewi',
): Promise<Session> {
  counter += 1;
  const email = `student-${Date.now()}-${counter}@e2e.test`;
  const response = await request.post('/api/v1/gcw/resources/auth/registration', {
    data: { name, email, password: 'rahasia-123' },
  });
  if (!response.ok())
    throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  const login = await request.post('/api/v1/gcw/resources/auth/login', {
    data: { email, password: 'rahasia-123' },
  });
  return ((await login.json()) as { Data: Session }).Data;
}

export async function signInAdmin(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/v1/gcw/resources/auth/login', { data: E2E_ADMIN });
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()}`);
  return ((await response.json()) as { Data: Session }).Data;
}

/** Puts a session where the shell restores it from (SPEC §4), before the app starts. */
export async function useSession(page: Page, session: Session) {
  // Only on the first document of the test: a later logout must stay logged out.
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e:session-set')) return;
    window.sessionStorage.setItem('e2e:session-set', '1');
    window.localStorage.setItem('gcw:session', value);
  }, JSON.stringify(session));
}
