import type { RetentionSettings } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import type { AppConfig } from '../../core/config';
import type { Db } from '../../core/db/client';
import { eventSettings } from '../../core/db/schema/settings';
import { readSettings } from '../settings/store';

const DAY_MS = 86_400_000;

export interface RetentionClock {
  settings: RetentionSettings;
  /**
   * The moment the event's periods start: the end of the final day (WIB). Null while the
   * committee has never saved the general section (where the final day is set): the default
   * dates are another year's, and counting from them would remove a new event's uploads.
   */
  eventEnd: Date | null;
}

export async function retentionClock(db: Db, config: AppConfig): Promise<RetentionClock> {
  const settings = await readSettings(db);
  const finalDay = settings.general.final_day;
  const end = new Date(`${finalDay}T23:59:59.999+07:00`);
  const [saved] = await db
    .select({ section: eventSettings.section })
    .from(eventSettings)
    .where(eq(eventSettings.section, 'general'));
  return {
    eventEnd: saved && !Number.isNaN(end.getTime()) ? end : null,
    settings: {
      documents_days: config.retentionDocumentsDays,
      payment_proofs_days: config.retentionPaymentProofsDays,
      submissions_days: config.retentionSubmissionsDays,
      logs_days: config.retentionLogsDays,
      unfinished_accounts_days: config.retentionUnfinishedAccountsDays,
      event_end: finalDay,
      event_end_set: Boolean(saved),
      scheduled: config.retentionIntervalS > 0,
    },
  };
}

/** Whether data kept `days` after the event's end is past its time at `now`. */
export function isPast(clock: RetentionClock, days: number, now: Date): boolean {
  return clock.eventEnd !== null && now.getTime() > clock.eventEnd.getTime() + days * DAY_MS;
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
