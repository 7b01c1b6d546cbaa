import { institutionKey } from '@gcw/shared/contract';
import type { InstitutionOption } from '@gcw/shared/contract';
import { asc, eq, like, min, or, sql } from 'drizzle-orm';

import type { Db } from '../../core/db/client';
import { institutionAliases, institutions } from '../../core/db/schema/institutions';
import { aliasesOf } from '../../domain/institutions/resolve';

export const SEARCH_LIMIT = 10;

/**
 * The picker's search: a spelling that starts with the query, or has a word that does
 * ("bandung" finds Institut Teknologi Bandung). Exact spellings first ("ui" puts Universitas
 * Indonesia before Universitas Islam Indonesia), then prefixes, then word matches. Keys are
 * normalised and only [a-z0-9 ], so LIKE needs no escaping.
 */
export async function searchInstitutions(
  db: Db,
  query: string,
  limit = SEARCH_LIMIT,
): Promise<InstitutionOption[]> {
  const key = institutionKey(query);
  const rank = min(
    sql<number>`case when ${institutionAliases.key} = ${key} then 0 when ${institutionAliases.key} like ${`${key}%`} then 1 else 2 end`,
  );
  const rows = await db
    .select({ id: institutions.id, name: institutions.name, rank })
    .from(institutionAliases)
    .innerJoin(institutions, eq(institutions.id, institutionAliases.institutionId))
    .where(
      key
        ? or(like(institutionAliases.key, `${key}%`), like(institutionAliases.key, `% ${key}%`))
        : undefined,
    )
    .groupBy(institutions.id, institutions.name)
    .orderBy(asc(rank), asc(institutions.name))
    .limit(limit);
  const aliases = await aliasesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    aliases: (aliases.get(r.id) ?? []).filter((a) => institutionKey(a) !== institutionKey(r.name)),
  }));
}
