import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

import { SHELL_URL } from './ports';

/**
 * `/` and `/about` open as the landing's prerendered page; the shell starts behind it on the
 * first sign of intent. This gives that sign (keyboard focus on a link, as a visitor tabbing
 * would) and waits until React's page has taken the prerendered one's place.
 */
export async function startAppBehindPrerender(page: Page) {
  const prerendered = page.locator('#gcw-prerender');
  if ((await prerendered.count()) === 0) return;
  await page.evaluate(() =>
    document
      .querySelector('#gcw-prerender a[href^="/"]')
      ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
  );
  await expect(prerendered).toHaveCount(0, { timeout: 20_000 });
}

/**
 * For a test that swaps mf-remotes.json in the browser only: the host, which reads the file on
 * disk, writes that file (and the manifest it names) into every page it answers and prerenders
 * `/` and `/about` from the real landing build. What it would answer for the test's map is the
 * shell's plain index.html, which then fetches the map the test serves; so every document the
 * test opens on the shell's origin is that file.
 */
export async function serveShellDocumentLikeTheHost(page: Page) {
  await page.route(
    (url) => url.origin === new URL(SHELL_URL).origin && url.pathname !== '/index.html',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Rewritten, not fulfilled: a document Playwright fulfils counts as coming from outside
      // the loopback address space, and Chromium then blocks its fetches to the remotes.
      return route.continue({ url: new URL('/index.html', route.request().url()).href });
    },
  );
}
