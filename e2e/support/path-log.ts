import type { Page } from '@playwright/test';

const KEY = 'e2e:path-log';

/**
 * Records every path the tab shows: each document load and each history change (the router's
 * pushes and replacements, Back and Forward), so a test can tell a page passed through on the way
 * (a redirect that came and went) from one never visited.
 */
export async function recordPaths(page: Page) {
  await page.addInitScript((key) => {
    const log = () => {
      const list = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
      list.push(`${window.location.pathname}${window.location.search}`);
      window.sessionStorage.setItem(key, JSON.stringify(list));
    };
    log();
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = window.history[name].bind(window.history);
      window.history[name] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        log();
      };
    }
    window.addEventListener('popstate', log);
  }, KEY);
}

export async function recordedPaths(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? '[]'), KEY);
}
