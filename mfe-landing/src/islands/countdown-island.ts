import { COUNTDOWN_REFRESH_MS } from '@gcw/shared/contract';

import { countdownParts } from '../features/landing/hooks/countdown-parts';
import { SETTINGS_APPLIED_EVENT } from './settings-island';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Ticks the prerendered countdown every second (SPEC §9) until the app takes over. The target
 * is read on each tick: the settings island may correct it after the first paint.
 */
export function startCountdownIsland(root: HTMLElement): () => void {
  const timer = root.querySelector<HTMLElement>('[data-countdown-target]');
  if (!timer) return () => undefined;
  const tick = () => {
    const target = Number(timer.dataset.countdownTarget);
    const parts = countdownParts(Number.isFinite(target) ? target : Number.NaN, Date.now());
    for (const unit of UNITS) {
      const cell = timer.querySelector(`[data-unit="${unit}"]`);
      if (cell) cell.textContent = String(parts[unit]).padStart(2, '0');
    }
    // Past the target the timer gives way to the message, as React's section does.
    timer.hidden = parts.done;
    const arrived = timer.parentElement?.querySelector<HTMLElement>('[role="status"]');
    if (arrived) arrived.hidden = !parts.done;
    return parts.done;
  };
  let id: number | undefined;
  const run = () => {
    window.clearInterval(id);
    // The HTML was rendered at build time: correct it before the first paint, then every second.
    if (tick()) return;
    id = window.setInterval(() => {
      if (tick()) window.clearInterval(id);
    }, COUNTDOWN_REFRESH_MS);
  };
  run();
  root.addEventListener(SETTINGS_APPLIED_EVENT, run);
  return () => {
    window.clearInterval(id);
    root.removeEventListener(SETTINGS_APPLIED_EVENT, run);
  };
}
