import { expect, test } from '@playwright/test';

import { analyticsEvents } from '../support/data-layer';
import { E2E_GOOGLE_CLIENT_ID, signGoogleIdToken } from '../support/google-keys';
import type { GsiStandInRecord } from '../support/google-stand-in';
import { GSI_SCRIPT, routeGoogleScript, signInWithGoogle } from '../support/google-stand-in';
import { registerStudent } from '../support/session';
import { loginForm, signInThroughUi, toast, uniqueEmail } from '../support/sign-in-ui';

let counter = 0;

/** A Google account nobody has signed in with yet: a fresh subject id and e-mail. */
function newGoogleAccount(name: string) {
  counter += 1;
  return { sub: `google-${Date.now()}-${counter}`, email: uniqueEmail('google'), name };
}

test('Google sign-in: the button hands over a signed token and the user lands on the profile', async ({
  page,
}) => {
  const account = newGoogleAccount('Bayu Saputra');
  await routeGoogleScript(page, await signGoogleIdToken(account));
  await page.goto('/auth/login');

  await expect(page.getByText('Secure Sign-On')).toBeVisible();
  // Signed out, the one-tap prompt starts with the configured client and stays on a tap outside.
  const standIn = () =>
    page.evaluate(() => (window as { __gsiStandIn?: GsiStandInRecord }).__gsiStandIn);
  await expect.poll(async () => (await standIn())?.prompts ?? 0).toBeGreaterThan(0);
  expect((await standIn())?.initialized).toContainEqual({
    client_id: E2E_GOOGLE_CLIENT_ID,
    cancel_on_tap_outside: false,
  });

  // Watched from the press on: the toast may leave while the helper agrees to the notice.
  const signedInToast = expect(toast(page, 'Successfully signed in!')).toBeVisible({
    timeout: 20_000,
  });
  await signInWithGoogle(page);
  await signedInToast;
  await expect(page).toHaveURL('/dashboard/profile');
  // The first Google sign-in created the account under the e-mail Google vouched for, and
  // counts it as verified: the profile's e-mail section says both.
  await expect(page.getByRole('region', { name: 'Alamat e-mail' })).toContainText(
    `Email akun: ${account.email} (terverifikasi)`,
  );
  const events = await analyticsEvents(page);
  expect(events.filter((entry) => entry.event !== 'page_view')).toEqual([
    { event: 'login', method: 'google' },
    expect.objectContaining({ event: 'user_info', user_role: 'participant' }),
  ]);
});

test('a Google token issued for another app is refused with "Failed to validate token"', async ({
  page,
}) => {
  const token = await signGoogleIdToken({
    ...newGoogleAccount('Dewi Lestari'),
    aud: 'another-app.apps.googleusercontent.com',
  });
  await routeGoogleScript(page, token);
  await page.goto('/auth/login');

  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(toast(page, 'Failed to validate token')).toBeVisible();
  await expect(loginForm(page).getByRole('note')).toHaveText('Failed to validate token');
  await expect(page).toHaveURL('/auth/login');
});

test("when Google's script cannot load, the login page still signs in with e-mail", async ({
  page,
  request,
}) => {
  const student = await registerStudent(request);
  let scriptRequested = false;
  await page.route(GSI_SCRIPT, (route) => {
    scriptRequested = true;
    return route.abort('internetdisconnected');
  });
  await page.goto('/auth/login');

  await expect(page.getByText('Secure Sign-On')).toBeVisible();
  await expect.poll(() => scriptRequested).toBe(true);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  await signInThroughUi(page, student.user.email, 'rahasia-123');
  await expect(page).toHaveURL('/dashboard/profile');
});
