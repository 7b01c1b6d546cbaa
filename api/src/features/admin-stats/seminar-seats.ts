import type { SeminarSeatStats } from '@gcw/shared/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../../core/db/client';

interface Row extends Record<string, unknown> {
  taken: number;
  checked_in: number;
  cancelled: number;
  capacity: number | null;
}

/** Live, used and given-back seats beside the capacity the admins set, in one statement. */
export async function seminarSeats(db: Db): Promise<SeminarSeatStats> {
  const result = await db.execute<Row>(sql`
    select
      cast(count(*) filter (where cancelled_at is null) as int) as taken,
      cast(count(*) filter (where cancelled_at is null and checked_in_at is not null) as int)
        as checked_in,
      cast(count(*) filter (where cancelled_at is not null) as int) as cancelled,
      (select cast(value->>'capacity' as int) from event_settings where section = 'seminar')
        as capacity
    from seminar_tickets`);
  const row = result.rows[0];
  const taken = Number(row?.taken ?? 0);
  const capacity =
    row?.capacity === null || row?.capacity === undefined ? null : Number(row.capacity);
  return {
    taken,
    checked_in: Number(row?.checked_in ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
    capacity,
    left: capacity === null ? null : Math.max(0, capacity - taken),
  };
}
