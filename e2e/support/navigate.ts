import type { Page } from '@playwright/test';

/** Client-side navigation inside the running shell, without a reload (the router reacts to popstate). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
