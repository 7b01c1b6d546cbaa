import { PRERENDER_IDS } from '@gcw/shared';
import type { EventSettings } from '@gcw/shared/contract';

/** Where the prerendered page's script keeps the settings it fetched, on the page's wrapper. */
export const SETTINGS_DATASET_KEY = 'eventSettings';

/**
 * The settings the prerendered page already showed before the app took it over: the app starts
 * from them, so the takeover never flips a corrected date back to the build-time one.
 */
export function settingsSeenBeforeTheApp(
  // The server renderer that prerenders the page has no document.
  doc: Document | undefined = globalThis.document,
): EventSettings | undefined {
  const raw = doc?.getElementById(PRERENDER_IDS.page)?.dataset[SETTINGS_DATASET_KEY];
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as EventSettings;
  } catch {
    return undefined;
  }
}
