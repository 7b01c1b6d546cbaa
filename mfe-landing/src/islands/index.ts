import { PRERENDER_IDS } from '@gcw/shared';
import { startAppBootIsland } from '@gcw/shared/islands';

import { startCountdownIsland } from './countdown-island';
import { startFaqTabsIsland } from './faq-tabs-island';
import { startSettingsIsland } from './settings-island';
import { closeSidebarIsland } from './sidebar-island';
import { startTopBarIsland } from './top-bar-island';

/**
 * The prerendered page's only script (inlined at the end of the body): the parts of the
 * landing that move work before React does, and the start of the app behind them. Each part
 * stops when React's page takes over, so nothing runs twice.
 */
const page = document.getElementById(PRERENDER_IDS.page);
if (page) {
  // First: a visitor who leaves at once has still opened the landing.
  closeSidebarIsland(page);
  const stops = [
    startTopBarIsland(page),
    startCountdownIsland(page),
    startFaqTabsIsland(page),
    startSettingsIsland(page),
  ];
  window.addEventListener(PRERENDER_IDS.adoptedEvent, () => stops.forEach((stop) => stop()), {
    once: true,
  });
  startAppBootIsland();
}
