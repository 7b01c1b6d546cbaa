import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { saveSettings } from '../support/api-helpers';
import { signInAdmin } from '../support/session';

/** Layout shifts from now on, summed as CLS counts them (no recent input). */
async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

const shellScript = (url: string) => /\/static\/js\/index\.[\w]+\.js$/.test(url);

test('without JavaScript / and /about are complete pages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveTitle('Beranda | GCW 2025');
  await expect(page.getByRole('heading', { level: 1, name: 'GCW 2025' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Menuju Hari Final' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register Now' }).first()).toHaveAttribute(
    'href',
    '/auth/login',
  );
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  await context.close();
});

test('the page is there before the app: the shell starts on intent and takes over without a shift', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'GCW 2025' })).toBeVisible();
  expect(requested.filter(shellScript)).toEqual([]);

  // The visitor reads, scrolls and picks a FAQ tab before anything else has loaded.
  await page.getByRole('tab', { name: 'Registration' }).click();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');
  const shifts = await watchLayoutShifts(page);

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).hover();
  await expect(page.locator('#gcw-prerender')).toHaveCount(0, { timeout: 20_000 });
  expect(requested.filter(shellScript)).toHaveLength(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);
  expect(await shifts()).toBeLessThanOrEqual(0.02);
  await expect(page.getByRole('tab', { name: 'Registration' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');
  // Now React's page: following Login is a client-side navigation.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('on a phone the menu tapped before the app started opens once it has', async ({ page }) => {
  // Also the regression test of one copy of MUI: the landing's Menu and its MenuItems meet
  // through MUI's menu-list context, which broke ("MenuListContext is missing") while the
  // landing ran its own Menu next to the shell's MenuItem.
  const crashes: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') crashes.push(message.text());
  });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
  await expect(page.getByRole('menuitem', { name: 'Timeline' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#gcw-prerender')).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Event' }).click();
  await expect(page).toHaveURL(/#event$/);
  expect(crashes.filter((text) => text.includes('MUI'))).toEqual([]);
});

test('Login followed before the app started still opens a usable sign-in form', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('#gcw-prerender a[href="/auth/login"]')?.click(),
  );
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByPlaceholder('Enter your email')).toBeEditable();
});

test("the first paint's build-time dates are corrected from the admins' settings before the app, in place", async ({
  page,
  request,
}) => {
  const admin = await signInAdmin(request);
  const general = { countdown_target: '2099-03-01T03:00:00.000Z', final_day: '2099-02-27' };
  await saveSettings(request, admin, 'general', general);
  try {
    // Every shift since the navigation, the first paint's included.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[])
          w.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const prerendered = page.locator('#gcw-prerender');
    const timeline = prerendered.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Final Day: 27 Februari 2099')).toBeVisible();
    await expect(prerendered.getByText('1 Maret 2099 pukul 10.00 WIB').first()).toBeVisible();
    // The build's target (July 2025) had passed: the timer comes back for the admins' one.
    await expect(prerendered.getByRole('timer', { name: 'Hitung mundur' })).toBeVisible();
    await expect(prerendered).toHaveCount(1);
    expect(
      await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    ).toBeLessThanOrEqual(0.02);
    // The app that takes over starts from the same settings.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).hover();
    await expect(prerendered).toHaveCount(0, { timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: 'Timeline' }).getByText('Final Day: 27 Februari 2099'),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    ).toBeLessThanOrEqual(0.02);
  } finally {
    await saveSettings(request, admin, 'general', DEFAULT_EVENT_SETTINGS.general);
  }
});
