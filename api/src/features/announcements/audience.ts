import { and, asc, count, eq, gt } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { eventRegistrations } from '../../core/db/schema/events';
import { users } from '../../core/db/schema/users';

/** Who an announcement is for, as its row stores it. */
export interface Audience {
  audience: string;
  event: string | null;
  status: string | null;
}

/**
 * The one audience filter: the delivery pages through it and the admin's recipient count counts
 * it, so the number in "Kirim ke 123 peserta?" is what the fan-out finds. Students only: admins
 * are not told. Keyed on the table the filter is on, so a page is one index range scan.
 */
function audienceWhere(a: Audience, after: number) {
  if (a.audience === 'all') return and(eq(users.role, 'participant'), gt(users.id, after));
  return and(
    eq(eventRegistrations.event, a.event ?? ''),
    a.audience === 'stage' ? eq(eventRegistrations.status, a.status ?? '') : undefined,
    eq(users.role, 'participant'),
    gt(eventRegistrations.userId, after),
  );
}

const registered = eq(users.id, eventRegistrations.userId);

/** The next `limit` recipients after user id `after`, in id order (keyset paging). */
export async function nextRecipients(
  tx: Tx,
  a: Audience,
  after: number,
  limit: number,
): Promise<number[]> {
  const where = audienceWhere(a, after);
  const rows =
    a.audience === 'all'
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(where)
          .orderBy(asc(users.id))
          .limit(limit)
      : await tx
          .select({ id: eventRegistrations.userId })
          .from(eventRegistrations)
          .innerJoin(users, registered)
          .where(where)
          .orderBy(asc(eventRegistrations.userId))
          .limit(limit);
  return rows.map((r) => r.id);
}

/** How many students the audience reaches now. */
export async function countRecipients(db: Db | Tx, a: Audience): Promise<number> {
  const where = audienceWhere(a, 0);
  const [row] =
    a.audience === 'all'
      ? await db.select({ n: count() }).from(users).where(where)
      : await db
          .select({ n: count() })
          .from(eventRegistrations)
          .innerJoin(users, registered)
          .where(where);
  return row?.n ?? 0;
}
