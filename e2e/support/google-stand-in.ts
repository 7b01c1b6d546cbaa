import type { Page } from '@playwright/test';

import { acceptConsentGate, consentAsked } from './privacy-consent';

/** Where `@react-oauth/google` loads Google Identity Services from (with `?hl=` when localised). */
export const GSI_SCRIPT = 'https://accounts.google.com/gsi/client*';

/** What the stand-in records, read by tests from `window.__gsiStandIn`. */
export interface GsiStandInRecord {
  initialized: { client_id: string; cancel_on_tap_outside?: boolean }[];
  prompts: number;
  buttons: number;
}

/**
 * The part of Google Identity Services that `@react-oauth/google` 0.13 calls: `initialize`
 * (the latest config wins, as in GSI), `renderButton` (here a plain button instead of Google's
 * iframe; a click hands the callback `{ credential }`), `prompt` and `cancel` of one-tap, and
 * `disableAutoSelect`. The one-tap prompt only records that it was started: a test must not be
 * signed in behind its back.
 */
function standInScript(credential: string) {
  return `(() => {
  const record = { initialized: [], prompts: 0, buttons: 0 };
  let config = null;
  window.__gsiStandIn = record;
  window.google = { accounts: { id: {
    initialize(options) {
      config = options;
      record.initialized.push({
        client_id: options.client_id,
        cancel_on_tap_outside: options.cancel_on_tap_outside,
      });
    },
    renderButton(parent) {
      record.buttons += 1;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google';
      button.addEventListener('click', () =>
        config.callback({ credential: ${JSON.stringify(credential)}, select_by: 'btn' }),
      );
      parent.replaceChildren(button);
    },
    prompt() { record.prompts += 1; },
    cancel() {},
    disableAutoSelect() {},
  } } };
})();`;
}

/** Serves the stand-in for Google's browser script; its button answers with `credential`. */
export async function routeGoogleScript(page: Page, credential: string) {
  await page.route(GSI_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: standInScript(credential) }),
  );
}

/**
 * Presses the stand-in's Google button, as a student does, and agrees to the privacy notice when
 * the shell asks for it on the first signed-in page (a Google account never ticked the register
 * form's box, and a new notice asks everyone again), so no test needs to know about the gate.
 * For a sign-in that succeeds: a refused one would wait for the question in vain.
 */
export async function signInWithGoogle(page: Page) {
  const asked = consentAsked(page);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  if ((await asked)?.current === false) await acceptConsentGate(page);
}
