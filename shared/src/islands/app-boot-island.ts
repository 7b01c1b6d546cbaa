import { PRERENDER_IDS, type ShellAssets } from '../federation/prerender-page';
import { SESSION_STORAGE_KEY } from '../store/session-storage';

/** After load, wait this long for calm before starting the app nobody asked for yet. */
const IDLE_BOOT_DELAY_MS = 4_000;
/** How long a link that needs the app waits for it before it is followed as a plain link. */
const HELD_LINK_TIMEOUT_MS = 8_000;

export interface AppBootOptions {
  /**
   * What counts as intent: a pointer over, a touch on or keyboard focus in an element matching
   * this selector starts the app. By default a link into the app or a control that needs it.
   */
  intentTarget?: string;
}

const DEFAULT_INTENT_TARGET = `a[href^="/"], [${PRERENDER_IDS.needsApp}]`;

function readShellAssets(): ShellAssets | null {
  const node = document.getElementById(PRERENDER_IDS.shellAssets);
  try {
    const assets = JSON.parse(node?.textContent ?? 'null') as ShellAssets | null;
    return assets && Array.isArray(assets.scripts) ? assets : null;
  } catch {
    return null;
  }
}

/** A visitor with a stored session sees what the app decides for them (e.g. a redirect). */
function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** A held link still leads somewhere if the app cannot load: after a while, as a plain link. */
function followIfTheAppNeverComes(control: Element) {
  const href = control instanceof HTMLAnchorElement ? control.href : null;
  if (!href) return;
  window.setTimeout(() => {
    if (document.getElementById(PRERENDER_IDS.page)?.contains(control))
      window.location.assign(href);
  }, HELD_LINK_TIMEOUT_MS);
}

/**
 * Starts the shell (and with it federation) behind a prerendered page: at once for a visitor
 * with a stored session, else at the first sign of intent or once the browser has been idle for
 * a while after load. The shell renders into the hidden #root and swaps itself in when its
 * first page has rendered (adoptPrerenderedPage). A click on a control that needs the app (the
 * phone menu, a form's submit button, which Enter in a field also clicks) is replayed on its
 * React twin once that happened (docs/adr/0010-prerendered-landing.md).
 */
export function startAppBootIsland(options: AppBootOptions = {}): () => void {
  const assets = readShellAssets();
  if (!assets) return () => undefined;
  const intentTarget = options.intentTarget ?? DEFAULT_INTENT_TARGET;
  const removals: (() => void)[] = [];
  const listen = (target: EventTarget, type: string, fn: EventListener, capture = false) => {
    target.addEventListener(type, fn, { capture, passive: type !== 'click' });
    removals.push(() => target.removeEventListener(type, fn, { capture }));
  };
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
  if (hasStoredSession()) {
    boot();
    return () => undefined;
  }
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(intentTarget)) boot();
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    listen(document, type, onIntent, true);
  }
  listen(document, 'click', (event) => {
    const control =
      event.target instanceof Element && event.target.closest(`[${PRERENDER_IDS.needsApp}]`);
    if (!control || !document.getElementById(PRERENDER_IDS.page)?.contains(control)) return;
    event.preventDefault();
    const id = control.getAttribute(PRERENDER_IDS.needsApp);
    const replay = () => {
      window.removeEventListener(PRERENDER_IDS.adoptedEvent, replay);
      // The swap happens inside React's commit, where a form may still be taking in what was
      // typed while it rendered: its handlers see those values only after that re-render, so
      // the press waits for the commit to finish.
      window.setTimeout(() => {
        document.querySelector<HTMLElement>(`[${PRERENDER_IDS.needsApp}="${id}"]`)?.click();
      }, 0);
    };
    listen(window, PRERENDER_IDS.adoptedEvent, replay);
    boot();
    followIfTheAppNeverComes(control);
  });
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(boot, { timeout: 2_000 }) : boot();
  let timer: number | undefined;
  const later = () => {
    timer = window.setTimeout(idle, IDLE_BOOT_DELAY_MS);
  };
  if (document.readyState === 'complete') later();
  else listen(window, 'load', later);
  return () => {
    removals.forEach((remove) => remove());
    window.clearTimeout(timer);
  };
}
