import { COUNTDOWN_REFRESH_MS } from '@gcw/shared/contract';

import { countdownMessage, countdownParts } from '../features/landing/hooks/countdown-parts';
import { SETTINGS_APPLIED_EVENT } from './settings-island';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Ticks the prerendered countdown every second (R9.2) until the app takes over. The target
 * is read on each tick: the settings island may correct it after the first paint.
 */
export function startCountdownIsland(root: HTMLElement): () => void {
  const timer = root.querySelector<HTMLElement>('[data-countdown-target]');
  if (!timer) return () => undefined;
  const line = root.querySelector<HTMLElement>('[data-countdown-message]');
  const tick = () => {
    const target = Number(timer.dataset.countdownTarget);
    const now = Date.now();
    const parts = countdownParts(Number.isFinite(target) ? target : Number.NaN, now);
    for (const unit of UNITS) {
      const cell = timer.querySelector(`[data-unit="${unit}"]`);
      if (cell) cell.textContent = String(parts[unit]).padStart(2, '0');
    }
    // At zero the timer stays and the line under it says why, as React's section does.
    const message = countdownMessage(target, now);
    if (line) {
      line.hidden = message === null;
      if (message !== null && line.textContent !== message) line.textContent = message;
    }
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
