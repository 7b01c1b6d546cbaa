import type { TeamsAtStage } from '@gcw/shared/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../../core/db/client';

interface Row extends Record<string, unknown> {
  event_type: TeamsAtStage['event_type'];
  status: TeamsAtStage['status'];
  payment: TeamsAtStage['payment'];
  teams: number;
}

/** Teams per event, stage and payment state: one grouped scan of `teams`. */
export async function teamsByStage(db: Db): Promise<TeamsAtStage[]> {
  const result = await db.execute<Row>(sql`
    select event_type, status, payment_status as payment, cast(count(*) as int) as teams
    from teams where status <> 'Unregistered'
    group by event_type, status, payment_status
    order by event_type, status, payment_status`);
  return result.rows.map((row) => ({ ...row, teams: Number(row.teams) }));
}
