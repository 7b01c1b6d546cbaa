import type { Locator, Page } from '@playwright/test';

let counter = 0;

/** An e-mail no other test (or earlier run on the same database) has used. */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@e2e.test`;
}

/** The login form of R2.16, found by its accessible name. */
export function loginForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Sign in' });
}

/** Fills the login form and presses 'Sign in', as a user would. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A notistack toast (the shell's SnackbarProvider), as opposed to an inline alert in a form: an
 * error is an `alert`, a success or info a polite `status` (for screen readers).
 */
export function toast(page: Page, text: string): Locator {
  return page
    .locator('.notistack-SnackbarContainer')
    .locator('[role="alert"], [role="status"]')
    .filter({ hasText: text });
}
