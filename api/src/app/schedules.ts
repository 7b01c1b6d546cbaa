import type { AppContext } from '../core/context';
import { schedulePublisher } from '../features/announcements/scheduler';
import { scheduleFileCleanup } from '../features/files/cleanup';
import { scheduleRetention } from '../features/privacy/retention';

/** Starts the periodic jobs of the features; answers one stop for them all. */
export function startSchedules(ctx: AppContext): () => void {
  const stopCleanup = scheduleFileCleanup(ctx);
  // Scheduled announcements go out when due (one that fell due while stopped, at the first look).
  const stopPublisher = schedulePublisher(ctx);
  const stopRetention = scheduleRetention(ctx);
  return () => {
    stopRetention();
    stopCleanup();
    stopPublisher();
  };
}
