import { expect, test } from '@playwright/test';

import { registerStudent } from '../support/session';
import { loginForm, signInThroughUi } from '../support/sign-in-ui';

/** Every CSP violation the page reports, kept on window by a script that runs first. */
const RECORD_VIOLATIONS = `window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
});`;

test('the pages carry a strict policy and the product works under it, prerendered pages included', async ({
  page,
  request,
}) => {
  const student = await registerStudent(request, 'Putri Aman');
  await page.addInitScript(RECORD_VIOLATIONS);

  const landing = await page.goto('/');
  const headers = landing?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'[^;]* 'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  // The inline script of the prerendered page runs: the bar turns solid past 20 px.
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');

  await page.goto('/auth/login');
  await signInThroughUi(page, student.user.email, 'rahasia-123');
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByRole('form', { name: 'Form profil' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  await expect(loginForm(page)).toHaveCount(0);
});

test('a page of the product cannot be framed by another site', async ({ page }) => {
  await page.goto('/');
  const response = await page.request.get('/admin', { headers: { accept: 'text/html' } });
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-frame-options']).toBe('DENY');
});

test('only the door page may use the camera; every other page keeps it off', async ({
  request,
}) => {
  const policyOf = async (path: string) =>
    (await request.get(path, { headers: { accept: 'text/html' } })).headers()['permissions-policy'];
  expect(await policyOf('/admin/seminar/pintu')).toContain('camera=(self)');
  for (const path of ['/', '/admin/seminar', '/dashboard/seminar'])
    expect(await policyOf(path)).toContain('camera=()');
});
