import type { InstitutionParticipants } from '@gcw/shared/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../../core/db/client';

interface Row extends Record<string, unknown> {
  institution: string;
  participants: number;
}

/**
 * The ten institutions with most participants: students in a team or holding a live seminar
 * seat, counted once each, under the canonical name (the typed one while it matches none).
 */
export async function topInstitutions(db: Db): Promise<InstitutionParticipants[]> {
  const result = await db.execute<Row>(sql`
    with participants as (
      select user_id from team_members
      union
      select user_id from seminar_tickets where cancelled_at is null
    )
    select coalesce(i.name, nullif(trim(u.institusi), '')) as institution,
      cast(count(*) as int) as participants
    from participants p
      join users u on u.id = p.user_id
      left join institutions i on i.id = u.institution_id
    where u.role = 'participant' and coalesce(i.name, nullif(trim(u.institusi), '')) is not null
    group by 1
    order by participants desc, institution
    limit 10`);
  return result.rows.map((row) => ({
    institution: row.institution,
    participants: Number(row.participants),
  }));
}
