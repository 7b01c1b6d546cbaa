import { institutionKey } from '@gcw/shared/contract';
import { eq, inArray } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { institutionAliases, institutions } from '../../core/db/schema/institutions';
import { cleanName } from './normalize';

export interface ResolvedInstitution {
  /** The canonical institution, or null for a name on no list (the admins' queue). */
  institutionId: number | null;
  /** R3.1 `institusi`: the canonical name when matched, else the student's own text. */
  institusi: string;
}

/** Free text to a canonical institution through its own name or any alias. */
export async function resolveInstitution(db: Db | Tx, text: string): Promise<ResolvedInstitution> {
  const key = institutionKey(text);
  const [row] = key
    ? await db
        .select({ id: institutions.id, name: institutions.name })
        .from(institutionAliases)
        .innerJoin(institutions, eq(institutions.id, institutionAliases.institutionId))
        .where(eq(institutionAliases.key, key))
    : [];
  return row
    ? { institutionId: row.id, institusi: row.name }
    : { institutionId: null, institusi: cleanName(text) };
}

export async function institutionById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id));
  return row ?? null;
}

/** Adds spellings to an institution; a spelling that already means one stays as it is. */
export async function addAliases(db: Db | Tx, institutionId: number, spellings: string[]) {
  const rows = new Map<string, string>();
  for (const spelling of spellings) {
    const key = institutionKey(spelling);
    if (key && !rows.has(key)) rows.set(key, cleanName(spelling));
  }
  if (rows.size === 0) return;
  await db
    .insert(institutionAliases)
    .values([...rows].map(([key, alias]) => ({ key, alias, institutionId })))
    .onConflictDoNothing();
}

export async function aliasesOf(db: Db | Tx, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(institutionAliases)
    .where(inArray(institutionAliases.institutionId, ids));
  for (const row of rows) {
    map.set(row.institutionId, [...(map.get(row.institutionId) ?? []), row.alias]);
  }
  return map;
}
