import { COUNTDOWN_REFRESH_MS } from '@gcw/shared/contract';

import { countdownParts } from '../features/landing/hooks/countdown-parts';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Ticks the prerendered countdown every second (SPEC §9) until the app takes over. */
export function startCountdownIsland(root: ParentNode): () => void {
  const timer = root.querySelector<HTMLElement>('[data-countdown-target]');
  const target = Number(timer?.dataset.countdownTarget);
  if (!timer || !Number.isFinite(target)) return () => undefined;
  const tick = () => {
    const parts = countdownParts(target, Date.now());
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
  // The HTML was rendered at build time: correct it before the first paint, then every second.
  if (tick()) return () => undefined;
  const id = window.setInterval(() => {
    if (tick()) window.clearInterval(id);
  }, COUNTDOWN_REFRESH_MS);
  return () => window.clearInterval(id);
}
