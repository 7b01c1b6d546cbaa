import type { Session } from '@gcw/shared/contract';
import { PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import type { APIRequestContext, Page } from '@playwright/test';

import { linkTo, waitForMail } from './mailbox';
import { E2E_ADMIN } from './ports';
import { WORKER_TAG } from './worker-tag';

let counter = 0;

/** The subject of the API's verification mail (api/src/domain/mail/templates.ts). */
export const VERIFICATION_SUBJECT = 'Verifikasi alamat e-mail Anda untuk';

/**
 * Confirms the address with the token of the link in the verification mail the stack's SMTP
 * server received, through the API call the link's page makes (POST /auth/email/verify).
 */
export async function verifyEmailFromMail(request: APIRequestContext, email: string) {
  const mail = await waitForMail(email, VERIFICATION_SUBJECT);
  const token = linkTo(mail, '/auth/verify-email').searchParams.get('token');
  const response = await request.post('/api/v1/gcw/resources/auth/email/verify', {
    data: { token },
  });
  if (!response.ok())
    throw new Error(`verification failed: ${response.status()} ${await response.text()}`);
}

/**
 * A new student account, registered through the real API, its address verified through the
 * link of its verification mail (the stack requires verification, as a deployment does).
 */
export async function registerStudent(
  request: APIRequestContext,
  name = 'Sari Dewi',
): Promise<Session> {
  counter += 1;
  const email = `student-${Date.now()}-w${WORKER_TAG}-${counter}@e2e.test`;
  const response = await request.post('/api/v1/gcw/resources/auth/registration', {
    data: { name, email, password: 'rahasia-123', consent_version: PRIVACY_NOTICE_VERSION },
  });
  if (!response.ok())
    throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  await verifyEmailFromMail(request, email);
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

/** Puts a session where the shell restores it from (R4.4), before the app starts. */
export async function useSession(page: Page, session: Session) {
  // Only on the first document of the test: a later logout must stay logged out.
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e:session-set')) return;
    window.sessionStorage.setItem('e2e:session-set', '1');
    window.localStorage.setItem('gcw:session', value);
  }, JSON.stringify(session));
}
