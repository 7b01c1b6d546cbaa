import { institutionKey } from '@gcw/shared/contract';
import type { UnmatchedInstitution } from '@gcw/shared/contract';
import { and, count, isNotNull, isNull } from 'drizzle-orm';

import type { Db } from '../../core/db/client';
import { teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';

/**
 * The admins' queue: free-text institutions no canonical one matches, one row per normalised
 * spelling, most students first. Grouped by exact text in SQL, then by key here (accents and
 * punctuation are normalised in code, the same function the matching uses).
 */
export async function unmatchedInstitutions(db: Db): Promise<UnmatchedInstitution[]> {
  const rows = new Map<string, UnmatchedInstitution & { best: number }>();
  for (const [table, field] of [
    [users, 'users'],
    [teams, 'teams'],
  ] as const) {
    const groups = await db
      .select({ text: table.institusi, n: count() })
      .from(table)
      .where(and(isNull(table.institutionId), isNotNull(table.institusi)))
      .groupBy(table.institusi);
    for (const { text, n } of groups) {
      const key = institutionKey(text);
      if (!key || !text) continue;
      const row = rows.get(key) ?? { key, name: text, variants: [], users: 0, teams: 0, best: 0 };
      row[field] += n;
      if (!row.variants.includes(text)) row.variants.push(text);
      if (field === 'users' && n > row.best) Object.assign(row, { name: text, best: n });
      rows.set(key, row);
    }
  }
  return [...rows.values()]
    .map(({ best: _best, ...row }) => ({ ...row, variants: row.variants.sort() }))
    .sort((a, b) => b.users - a.users || b.teams - a.teams || a.name.localeCompare(b.name));
}
