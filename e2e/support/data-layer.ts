import type { Page } from '@playwright/test';

/** The R7.4 events, as `track` pushes them: `{ event, ...params }`. */
export type AnalyticsEntry = { event: string } & Record<string, unknown>;

const SPEC_EVENTS = ['page_view', 'login', 'user_info', 'logout'];

/** The R7.4 events in `window.dataLayer`, in order (gtag's own entries left out). */
export function analyticsEvents(page: Page): Promise<AnalyticsEntry[]> {
  return page.evaluate((names) => {
    const layer = (window as { dataLayer?: unknown[] }).dataLayer ?? [];
    return layer.filter(
      (entry): entry is AnalyticsEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        names.includes((entry as { event?: unknown }).event as string),
    );
  }, SPEC_EVENTS);
}
