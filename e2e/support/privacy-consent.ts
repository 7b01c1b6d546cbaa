import type { ConsentStatus } from '@gcw/shared/contract';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The checkbox of the register form and of the shell's consent gate (UU 27/2022). */
export const CONSENT_LABEL = 'Saya telah membaca dan menyetujui Kebijakan Privasi';

/** The shell's consent gate, by its accessible name. */
export function consentGate(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Persetujuan Kebijakan Privasi' });
}

/**
 * Ticks the register form's agreement to the privacy notice, as a student does. On the
 * prerendered page a press before the app has taken over is held and replayed on React's
 * checkbox (ADR 0013), so the tick is awaited rather than checked at once.
 */
export async function tickRegisterConsent(form: Locator) {
  const checkbox = form.getByRole('checkbox', { name: CONSENT_LABEL });
  await checkbox.click();
  await expect(checkbox).toBeChecked({ timeout: 30_000 });
}

/** Agrees on the consent gate: the tick, "Setuju dan lanjutkan", and the gate is gone. */
export async function acceptConsentGate(page: Page) {
  const gate = consentGate(page);
  await gate.getByRole('checkbox', { name: CONSENT_LABEL }).check();
  await gate.getByRole('button', { name: 'Setuju dan lanjutkan' }).click();
  await expect(gate).toBeHidden();
}

/**
 * Resolves with the signed-in account's consent status once the shell has asked for it (the
 * first signed-in page does), or null when it did not within `timeout` (a committee account,
 * a page that never signed in). Start it before the action that signs in.
 */
export function consentAsked(page: Page, timeout = 30_000): Promise<ConsentStatus | null> {
  return page
    .waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        new URL(response.url()).pathname.endsWith('/privacy/consent') &&
        response.ok(),
      { timeout },
    )
    .then(async (response) => ((await response.json()) as { Data?: ConsentStatus }).Data ?? null)
    .catch(() => null);
}
