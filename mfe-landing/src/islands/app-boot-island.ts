import { PRERENDER_IDS, type ShellAssets } from '../prerender/prerender-ids';

/** After load, wait this long for calm before starting the app nobody asked for yet. */
const IDLE_BOOT_DELAY_MS = 4_000;

const INTENT_TARGET = `a[href^="/"], [${PRERENDER_IDS.needsApp}]`;

function readShellAssets(): ShellAssets | null {
  const node = document.getElementById(PRERENDER_IDS.shellAssets);
  try {
    const assets = JSON.parse(node?.textContent ?? 'null') as ShellAssets | null;
    return assets && Array.isArray(assets.scripts) ? assets : null;
  } catch {
    return null;
  }
}

/**
 * Starts the shell (and with it federation) behind the prerendered page: at the first sign of
 * intent (a pointer over or a touch on a link, keyboard focus on one) or once the browser has
 * been idle for a while after load. The shell renders into the hidden #root and the landing
 * page swaps itself in when it has mounted (adopt-prerendered-page.ts). A click on a control
 * that needs the app (the mobile menu) is replayed on its React twin once that happened.
 */
export function startAppBootIsland(): void {
  const assets = readShellAssets();
  if (!assets) return;
  let booted = false;
  const boot = () => {
    if (booted) return;
    booted = true;
    for (const href of assets.styles) {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      document.head.append(link);
    }
    for (const src of assets.scripts) {
      const script = Object.assign(document.createElement('script'), { src, async: false });
      document.body.append(script);
    }
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(INTENT_TARGET)) boot();
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
  document.addEventListener('click', (event) => {
    const control =
      event.target instanceof Element && event.target.closest(`[${PRERENDER_IDS.needsApp}]`);
    if (!control || !document.getElementById(PRERENDER_IDS.page)?.contains(control)) return;
    event.preventDefault();
    const id = control.getAttribute(PRERENDER_IDS.needsApp);
    window.addEventListener(
      PRERENDER_IDS.adoptedEvent,
      () => document.querySelector<HTMLElement>(`[${PRERENDER_IDS.needsApp}="${id}"]`)?.click(),
      { once: true },
    );
    boot();
  });
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(boot, { timeout: 2_000 }) : boot();
  const later = () => window.setTimeout(idle, IDLE_BOOT_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
