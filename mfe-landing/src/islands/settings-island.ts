import type { ApiEnvelope, EventSettings } from '@gcw/shared/contract';

import { landingFacts } from '../features/landing/settings/landing-facts';
import type { LandingFactName } from '../features/landing/settings/landing-facts';
import { SETTINGS_DATASET_KEY } from '../features/landing/settings/settings-seen-first';

/** Fired on the page once the settings' texts are in, so the countdown re-reads its target. */
export const SETTINGS_APPLIED_EVENT = 'gcw:settings-applied';

function isSettings(value: unknown): value is EventSettings {
  const general = (value as Partial<EventSettings> | null)?.general;
  return typeof general?.countdown_target === 'string' && typeof general.final_day === 'string';
}

/**
 * The prerendered page was built with the defaults of R9; the event's facts live in the database
 * (the event settings). After the first paint this fetches them once and corrects every text marked
 * `data-fact`, with the same function React's page uses. An API that cannot answer leaves the
 * page as built.
 */
export function startSettingsIsland(
  page: HTMLElement,
  load: typeof fetch = (...args) => window.fetch(...args),
): () => void {
  const url = page.querySelector<HTMLElement>('[data-settings-url]')?.dataset.settingsUrl;
  if (!url) return () => undefined;
  const controller = new AbortController();
  void load(url, { signal: controller.signal, headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: ApiEnvelope<unknown> | null) => {
      if (!isSettings(body?.Data)) return;
      const facts = landingFacts(body.Data, Date.now());
      page.dataset[SETTINGS_DATASET_KEY] = JSON.stringify(body.Data);
      for (const node of page.querySelectorAll<HTMLElement>('[data-fact]')) {
        const text = facts.texts[node.dataset.fact as LandingFactName];
        if (text !== undefined && node.textContent !== text) node.textContent = text;
      }
      const timer = page.querySelector<HTMLElement>('[data-countdown-target]');
      if (timer) timer.dataset.countdownTarget = String(facts.countdownTargetMs);
      page.dispatchEvent(new Event(SETTINGS_APPLIED_EVENT));
    })
    .catch(() => undefined);
  return () => controller.abort();
}
