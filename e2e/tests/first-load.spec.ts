import { expect, test } from '@playwright/test';

/**
 * The host writes the remotes map, the app config and the page's manifest into the HTML it
 * answers for a page that is not prerendered, and preloads the remote's entry: the first load
 * of a page waits for no round trip that only reads a deploy file.
 */
test('a cold /auth/forgot-password asks for no deploy file and preloads the auth remote', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/auth/forgot-password');
  await expect(page.getByRole('button', { name: 'Kirim tautan' })).toBeEnabled();
  expect(requested.filter((p) => /\/(mf-remotes|app-config|mf-manifest)\.json$/.test(p))).toEqual(
    [],
  );
  const preloads = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads.some((href) => /\/static\/js\/mfe_auth\.[\w]+\.js$/.test(href))).toBe(true);
  // Each preloaded file is fetched once: the federation runtime uses the preloaded copy.
  for (const href of preloads) {
    expect(requested.filter((p) => p === new URL(href).pathname)).toHaveLength(1);
  }
});

test('a later read of the map fetches it: a redeploy is still noticed by an open tab', async ({
  page,
}) => {
  await page.goto('/auth/forgot-password');
  await expect(page.getByRole('button', { name: 'Kirim tautan' })).toBeEnabled();
  const mapRead = page.waitForRequest((request) => request.url().endsWith('/mf-remotes.json'));
  await page.getByRole('link', { name: 'Kembali ke halaman masuk' }).click();
  await mapRead;
});
