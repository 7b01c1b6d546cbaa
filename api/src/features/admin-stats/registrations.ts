import { REGISTRATION_DAYS } from '@gcw/shared/contract';
import type { RegistrationsOnDay } from '@gcw/shared/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../../core/db/client';

const WIB_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The WIB calendar dates of the last `days` days, oldest first (WIB has no daylight saving). */
export function lastDays(now: number, days = REGISTRATION_DAYS): string[] {
  const today = Math.floor((now + WIB_OFFSET_MS) / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

interface Row extends Record<string, unknown> {
  day: string;
  accounts: number;
  teams: number;
  seminar: number;
}

/**
 * New accounts, teams and seminar seats per WIB day, in one pass over the three tables (their
 * time columns are indexed); days without any come back as zeros.
 */
export async function registrationsPerDay(db: Db, now = Date.now()): Promise<RegistrationsOnDay[]> {
  const days = lastDays(now);
  const since = `${days[0]}T00:00:00+07:00`;
  const result = await db.execute<Row>(sql`
    with happened as (
      select created_at as at, 'accounts' as kind from users
        where role = 'participant' and created_at >= ${since}::timestamptz
      union all
      select created_at, 'teams' from teams where created_at >= ${since}::timestamptz
      union all
      select issued_at, 'seminar' from seminar_tickets where issued_at >= ${since}::timestamptz
    )
    select to_char(day, 'YYYY-MM-DD') as day,
      cast(count(*) filter (where kind = 'accounts') as int) as accounts,
      cast(count(*) filter (where kind = 'teams') as int) as teams,
      cast(count(*) filter (where kind = 'seminar') as int) as seminar
    from (select cast(at at time zone 'Asia/Jakarta' as date) as day, kind from happened) d
    group by d.day`);
  const byDay = new Map(result.rows.map((row) => [row.day, row]));
  return days.map((day) => {
    const row = byDay.get(day);
    return {
      day,
      accounts: Number(row?.accounts ?? 0),
      teams: Number(row?.teams ?? 0),
      seminar: Number(row?.seminar ?? 0),
    };
  });
}
