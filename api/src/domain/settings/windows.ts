import { ADMIN_ROLE, windowState } from '@gcw/shared/contract';
import type { CompetitionType, EventWindow, ExtendableWindow } from '@gcw/shared/contract';
import { and, eq } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { deadlineExtensions } from '../../core/db/schema/settings';
import type { UserRow } from '../../core/db/schema/users';
import { HttpError } from '../../core/http-error';
import { wib } from './messages';
import { readSection } from './store';

const LABELS: Record<CompetitionType | 'seminar', Record<ExtendableWindow, string>> = {
  hackathon: {
    registration: 'Pendaftaran Hackathon',
    stage_1: 'Pengumpulan proposal Tahap 1 Hackathon',
    stage_2: 'Pengumpulan video Tahap 2 Hackathon',
  },
  'competitive-programming': {
    registration: 'Pendaftaran Competitive Programming',
    stage_1: 'Warm-up Competitive Programming',
    stage_2: 'Babak penyisihan Competitive Programming',
  },
  seminar: { registration: 'Pendaftaran Seminar', stage_1: 'Seminar', stage_2: 'Seminar' },
};

interface WindowCheck {
  event: CompetitionType | 'seminar';
  window: ExtendableWindow;
  /** The caller; absent where only team members act (never admins). */
  user?: Pick<UserRow, 'role'>;
  /** The team acting, whose extension (if any) counts. */
  teamId?: number;
  now?: number;
}

/**
 * Refuses a student's action outside its window with 403 and a message naming the time in WIB
 * (403, not 409: nothing in the data conflicts; the action is not allowed at this time).
 * Admins are never refused: they fix things after a deadline.
 */
export async function requireWindowOpen(db: Db | Tx, check: WindowCheck): Promise<void> {
  if (check.user?.role === ADMIN_ROLE) return;
  const section = await readSection(db, check.event);
  const window: EventWindow =
    check.event === 'seminar' || check.window === 'registration'
      ? section.registration
      : (section as { stage_1: EventWindow; stage_2: EventWindow })[check.window];
  if (!window.opens_at && !window.closes_at) return;
  const now = check.now ?? Date.now();
  const extended = check.teamId ? await extensionOf(db, check.teamId, check.window) : null;
  const state = windowState(window, now, extended);
  const label = LABELS[check.event][check.window];
  if (state === 'not-open')
    throw new HttpError(403, `${label} baru dibuka pada ${wib(window.opens_at!)}.`, undefined, {
      Reason: 'window-not-open',
      OpensAt: window.opens_at!,
    });
  if (state === 'closed') {
    const closedAt = extended && extended > window.closes_at! ? extended : window.closes_at!;
    throw new HttpError(403, `${label} sudah ditutup pada ${wib(closedAt)}.`, undefined, {
      Reason: 'window-closed',
      ClosedAt: closedAt,
    });
  }
}

async function extensionOf(
  db: Db | Tx,
  teamId: number,
  window: ExtendableWindow,
): Promise<string | null> {
  const [row] = await db
    .select({ until: deadlineExtensions.until })
    .from(deadlineExtensions)
    .where(and(eq(deadlineExtensions.teamId, teamId), eq(deadlineExtensions.window, window)));
  return row?.until.toISOString() ?? null;
}
