import { COMPETITION_TYPES } from '@gcw/shared/contract';
import type { PaymentsWaiting } from '@gcw/shared/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../../core/db/client';

interface Row extends Record<string, unknown> {
  event_type: PaymentsWaiting['event_type'];
  under_1_day: number;
  from_1_to_3_days: number;
  from_3_to_7_days: number;
  over_7_days: number;
  oldest_since: string | Date | null;
}

/**
 * Proofs of payment waiting for review, by how long: a team waits since its current proof was
 * uploaded (a replaced proof starts the wait again), or since registering if the file is gone.
 */
export async function paymentsWaiting(db: Db): Promise<PaymentsWaiting[]> {
  const result = await db.execute<Row>(sql`
    with waiting as (
      select t.event_type, coalesce(f.created_at, t.created_at) as since
      from teams t left join files f on f.id = t.payment_file_id
      where t.payment_status = 'pending'
    )
    select event_type,
      cast(count(*) filter (where since > now() - interval '1 day') as int) as under_1_day,
      cast(count(*) filter (where since <= now() - interval '1 day'
        and since > now() - interval '3 days') as int) as from_1_to_3_days,
      cast(count(*) filter (where since <= now() - interval '3 days'
        and since > now() - interval '7 days') as int) as from_3_to_7_days,
      cast(count(*) filter (where since <= now() - interval '7 days') as int) as over_7_days,
      min(since) as oldest_since
    from waiting group by event_type`);
  return COMPETITION_TYPES.map((type) => {
    const row = result.rows.find((r) => r.event_type === type);
    return {
      event_type: type,
      under_1_day: Number(row?.under_1_day ?? 0),
      from_1_to_3_days: Number(row?.from_1_to_3_days ?? 0),
      from_3_to_7_days: Number(row?.from_3_to_7_days ?? 0),
      over_7_days: Number(row?.over_7_days ?? 0),
      oldest_since: row?.oldest_since ? new Date(row.oldest_since).toISOString() : null,
    };
  });
}
