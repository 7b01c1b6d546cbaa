import { expect, test } from '@playwright/test';

import { registerStudent, useSession } from '../support/session';
import { loginForm } from '../support/sign-in-ui';

const shellScript = (url: string) => /\/static\/js\/index\.[\w]+\.js$/.test(url);

test('without JavaScript the sign-in and register pages are complete forms', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Masuk | GCW 2025');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(loginForm(page).getByLabel('Email')).toBeEditable();
  await page.goto('/auth/register');
  await expect(page.getByRole('form', { name: 'Daftar akun' })).toBeVisible();
  await context.close();
});

// On a loaded machine React may render the form while the visitor is still typing: the held
// press must meet the form after it has taken in those last keys, not inside that commit.
test('a visitor types before the app has loaded: nothing typed is lost and the press on Sign in counts', async ({
  page,
  request,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const student = await registerStudent(request, 'Rina Prerender');
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(requested.filter(shellScript)).toEqual([]);

  // Typing into the prerendered field is the intent that starts the app behind it.
  const form = loginForm(page);
  await form.getByLabel('Email').pressSequentially(student.user.email, { delay: 5 });
  await form.getByLabel('Password', { exact: true }).fill('rahasia-123');
  await form.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/dashboard\//, { timeout: 30_000 });
  await expect(page.locator('#gcw-prerender')).toHaveCount(0);
  expect(requested.filter(shellScript)).toHaveLength(1);
});

test('the app takes the form over with what was typed and the focus where it was', async ({
  page,
}) => {
  await page.goto('/auth/login');
  const email = loginForm(page).getByLabel('Email');
  await email.fill('siti@example.com');
  await expect(page.locator('#gcw-prerender')).toHaveCount(0, { timeout: 20_000 });
  await expect(email).toHaveValue('siti@example.com');
  await expect(email).toBeFocused();
  // React's form now: its validation answers.
  await loginForm(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(loginForm(page).getByText('Password is required')).toBeVisible();
});

test('a signed-in visitor opening the sign-in page goes on to the dashboard', async ({
  page,
  request,
}) => {
  await useSession(page, await registerStudent(request, 'Budi Prerender'));
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard\//, { timeout: 30_000 });
  await expect(page.locator('#gcw-prerender')).toHaveCount(0);
});
