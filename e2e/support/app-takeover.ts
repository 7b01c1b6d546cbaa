import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

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
 * disk, would still prerender from the real landing build. What it answers for a map whose
 * landing has no prerendered pages (a fixture, a broken map) is the shell's index.html, so
 * the test's document requests get that too.
 */
export async function serveShellDocumentLikeTheHost(page: Page) {
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/about',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Rewritten, not fulfilled: a document Playwright fulfils counts as coming from outside
      // the loopback address space, and Chromium then blocks its fetches to the remotes.
      return route.continue({ url: new URL('/index.html', route.request().url()).href });
    },
  );
}
