import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';
import { useEventSettings } from '@gcw/shared/store';
import { useMemo, useState } from 'react';

import type { LandingFacts } from './landing-facts';
import { landingFacts } from './landing-facts';
import { settingsSeenBeforeTheApp } from './settings-seen-first';

/**
 * The landing's dates, fees and team sizes from the event settings (GET /settings): what the
 * prerendered page showed until the API answers, the defaults of R9 on a fresh install. Read at
 * the time the settings arrive, as the prerendered page's script reads them.
 */
export function useLandingFacts(): LandingFacts {
  const [seen] = useState(() => settingsSeenBeforeTheApp() ?? DEFAULT_EVENT_SETTINGS);
  const settings = useEventSettings(seen);
  return useMemo(() => landingFacts(settings, Date.now()), [settings]);
}
