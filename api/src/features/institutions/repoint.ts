import { institutionKey } from '@gcw/shared/contract';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { institutionAliases, institutions } from '../../core/db/schema/institutions';
import { teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';

export interface Repointed {
  users: number;
  teams: number;
}

/**
 * Points every profile and team whose free text now means a canonical institution at it, and
 * shows the canonical name from then on. Runs at start (profiles saved before the list
 * existed) and after an admin adds an institution or an alias. The unmatched rows are few (the
 * admins' queue), so they are read and matched here rather than normalised in SQL.
 */
export async function repointUnmatched(db: Db | Tx): Promise<Repointed> {
  const aliasRows = await db
    .select({ key: institutionAliases.key, id: institutions.id, name: institutions.name })
    .from(institutionAliases)
    .innerJoin(institutions, eq(institutions.id, institutionAliases.institutionId));
  const byKey = new Map(aliasRows.map((r) => [r.key, r]));
  const result: Repointed = { users: 0, teams: 0 };
  for (const table of [users, teams] as const) {
    const rows = await db
      .select({ id: table.id, institusi: table.institusi })
      .from(table)
      .where(and(isNull(table.institutionId), isNotNull(table.institusi)));
    const groups = new Map<number, { name: string; ids: number[] }>();
    for (const row of rows) {
      const match = byKey.get(institutionKey(row.institusi));
      if (!match) continue;
      const group = groups.get(match.id) ?? { name: match.name, ids: [] };
      group.ids.push(row.id);
      groups.set(match.id, group);
    }
    for (const [institutionId, group] of groups) {
      await db
        .update(table)
        .set({ institutionId, institusi: group.name })
        .where(and(inArray(table.id, group.ids), isNull(table.institutionId)));
      result[table === users ? 'users' : 'teams'] += group.ids.length;
    }
  }
  return result;
}
