import { and, asc, eq, gt } from 'drizzle-orm';

import type { Tx } from '../../core/db/client';
import type { AnnouncementRow } from '../../core/db/schema/announcements';
import { eventRegistrations } from '../../core/db/schema/events';
import { users } from '../../core/db/schema/users';

/**
 * The next `limit` recipients after user id `after`, in id order (keyset paging, so each batch
 * is an index range scan however far the fan-out has gone). Students only: admins are not told.
 */
export async function nextRecipients(
  tx: Tx,
  a: AnnouncementRow,
  after: number,
  limit: number,
): Promise<number[]> {
  if (a.audience === 'all') {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'participant'), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(limit);
    return rows.map((r) => r.id);
  }
  const rows = await tx
    .select({ id: eventRegistrations.userId })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(
      and(
        eq(eventRegistrations.event, a.event ?? ''),
        a.audience === 'stage' ? eq(eventRegistrations.status, a.status ?? '') : undefined,
        eq(users.role, 'participant'),
        gt(eventRegistrations.userId, after),
      ),
    )
    .orderBy(asc(eventRegistrations.userId))
    .limit(limit);
  return rows.map((r) => r.id);
}
