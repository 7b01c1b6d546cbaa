import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { startAppBehindPrerender } from '../support/app-takeover';

/** The four units of the countdown, each a labelled group holding its two-digit number. */
function countdownUnit(page: Page, label: 'Hari' | 'Jam' | 'Menit' | 'Detik') {
  return page.getByRole('timer', { name: 'Hitung mundur' }).getByRole('group', { name: label });
}

/** Each unit shows its two-digit number first, then its label. */
async function expectCountdown(page: Page, ...values: [string, string, string, string]) {
  const units = ['Hari', 'Jam', 'Menit', 'Detik'] as const;
  for (const [index, unit] of units.entries()) {
    await expect(countdownUnit(page, unit)).toHaveText(new RegExp(`^${values[index]}${unit}$`));
  }
}

test('the countdown ticks every second, says the day has come at the target and stays at zero', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2025-07-20T10:00:00+07:00') });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Menuju Hari Final' })).toBeVisible();
  // The app first: jumping the paused clock by days fires the island's idle start, and a
  // takeover half-done while the clock stands still (its frame callbacks are faked too) froze
  // the prerendered countdown in CI. The island's own ticking is tested in mfe-landing.
  await startAppBehindPrerender(page);

  // Paused at a known instant: 26 July 2025 00:00 WIB is 5 d 13 h 59 min 50 s away.
  await page.clock.pauseAt(new Date('2025-07-20T10:00:10+07:00'));
  await expectCountdown(page, '05', '13', '59', '50');
  await page.clock.runFor(1000);
  await expectCountdown(page, '05', '13', '59', '49');
  await page.clock.runFor(2000);
  await expectCountdown(page, '05', '13', '59', '47');

  // Two seconds before the target, then past it: zeros, never negatives, and the day has come.
  await page.clock.pauseAt(new Date('2025-07-25T23:59:58+07:00'));
  await expectCountdown(page, '00', '00', '00', '02');
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.clock.runFor(2000);
  await expect(page.getByRole('status')).toHaveText('Hari yang dinanti telah tiba!');
  await expectCountdown(page, '00', '00', '00', '00');
});

test('a fresh install opened after the dates of R9.2 shows them as past, the seminar fee as the dashboard does', async ({
  page,
}) => {
  // The stack runs on a fresh install's settings (R9.2: 19 and 26 July 2025); today is later.
  await page.clock.install({ time: new Date('2026-11-27T10:00:00+07:00') });
  await page.goto('/');
  // On the prerendered page, before any app: the countdown is at zero and says it is over.
  const prerendered = page.locator('#gcw-prerender');
  await expect(prerendered.getByRole('status')).toHaveText(
    'Hitung mundur telah selesai: acara sudah berlangsung.',
  );
  await expect(prerendered.getByText('Hari yang dinanti telah tiba!')).toHaveCount(0);
  await expect(prerendered.getByRole('region', { name: 'Timeline' })).toContainText(
    'Final Day: 19 Juli 2025 (telah berlangsung)',
  );
  await expect(
    prerendered.getByRole('article', { name: 'Seminar' }).getByText('Diumumkan kemudian'),
  ).toBeVisible();
  await startAppBehindPrerender(page);
  await expectCountdown(page, '00', '00', '00', '00');
  await expect(page.getByRole('status')).toHaveText(
    'Hitung mundur telah selesai: acara sudah berlangsung.',
  );
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    'Final Day: 19 Juli 2025 (telah berlangsung)',
  );
});

test('the top bar turns solid after scrolling more than 20 px', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
  const style = () =>
    bar.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { background: computed.backgroundColor, shadow: computed.boxShadow };
    });
  const transparent = { background: 'rgba(0, 0, 0, 0)', shadow: 'none' };
  await expect.poll(style).toEqual(transparent);

  // Exactly 20 px is not "after 20 px": still transparent.
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20);
  await expect.poll(style).toEqual(transparent);

  await page.evaluate(() => window.scrollTo(0, 21));
  await expect.poll(async () => (await style()).background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  await expect.poll(async () => (await style()).shadow).not.toBe('none');

  // Back at the top it is transparent over the hero again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(style).toEqual(transparent);
});

test('the FAQ tabs General and Registration switch panels', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Kategori FAQ' });
  const general = tabs.getByRole('tab', { name: 'General' });
  const registration = tabs.getByRole('tab', { name: 'Registration' });
  await expect(general).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'General' })).toContainText(
    'Siapa yang boleh ikut?',
  );
  await expect(page.getByText('Bagaimana cara mendaftar?')).toBeHidden();

  await registration.click();
  await expect(registration).toHaveAttribute('aria-selected', 'true');
  await expect(general).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: 'Registration' })).toContainText(
    'Bagaimana cara mendaftar?',
  );
  await expect(page.getByRole('tabpanel', { name: 'General' })).toBeHidden();
  await expect(page.getByText('Siapa yang boleh ikut?')).toBeHidden();

  await general.click();
  await expect(page.getByRole('tabpanel', { name: 'General' })).toContainText(
    'Siapa yang boleh ikut?',
  );
});

test('the GuideBook opens in a new tab without a handle on the landing page', async ({
  page,
  context,
}) => {
  // The real GuideBook is on Google Drive: a stand-in page keeps the test off the internet.
  await context.route('https://drive.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>GuideBook</title>' }),
  );
  await page.goto('/');
  const guideBook = page.getByRole('link', { name: 'GuideBook' });
  await expect(guideBook).toHaveAttribute('target', '_blank');
  await expect(guideBook).toHaveAttribute('rel', /\bnoopener\b/);

  const [popup] = await Promise.all([page.waitForEvent('popup'), guideBook.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/^https:\/\/drive\.google\.com\//);
  // noopener: the new tab cannot reach back into the landing page.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL('/');
});

test('every Register Now button goes to /auth/login (R2.7, R2.9)', async ({ page }) => {
  await page.goto('/');
  const registerNow = page.getByRole('link', { name: 'Register Now' });
  // The hero and the three event cards.
  await expect(registerNow).toHaveCount(4);
  for (const link of await registerNow.all()) {
    await expect(link).toHaveAttribute('href', '/auth/login');
  }
  for (const card of ['Competitive Programming', 'Hackathon', 'Seminar']) {
    await expect(
      page.getByRole('article', { name: card }).getByRole('link', { name: 'Register Now' }),
    ).toBeVisible();
  }

  await page
    .getByRole('article', { name: 'Hackathon' })
    .getByRole('link', { name: 'Register Now' })
    .click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.goBack();
  await registerNow.first().click();
  await expect(page).toHaveURL('/auth/login');
});
