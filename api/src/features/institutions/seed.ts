import { institutionKey } from '@gcw/shared/contract';

import type { Db } from '../../core/db/client';
import { institutionAliases, institutions } from '../../core/db/schema/institutions';
import { cleanName } from '../../domain/institutions/normalize';
import { INSTITUTION_SEED } from './institutions-data';
import { repointUnmatched } from './repoint';

/**
 * Puts the seed list in the database at every start, then matches profiles saved as free text
 * before the list existed. Idempotent: a seed whose name already means an institution (it was
 * seeded, or an admin merged it into another) is skipped, so a merge is never undone.
 */
export async function ensureInstitutions(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const known = new Set((await tx.select().from(institutionAliases)).map((r) => r.key));
    const fresh = INSTITUTION_SEED.filter((s) => !known.has(institutionKey(s.name)));
    if (fresh.length > 0) {
      const rows = await tx
        .insert(institutions)
        .values(fresh.map((s) => ({ name: s.name })))
        .onConflictDoNothing()
        .returning();
      const idOf = new Map(rows.map((r) => [r.name, r.id]));
      const aliases = new Map<string, { key: string; alias: string; institutionId: number }>();
      for (const seed of fresh) {
        const institutionId = idOf.get(seed.name);
        if (!institutionId) continue;
        for (const spelling of [seed.name, ...seed.aliases]) {
          const key = institutionKey(spelling);
          if (!known.has(key) && !aliases.has(key))
            aliases.set(key, { key, alias: cleanName(spelling), institutionId });
        }
      }
      if (aliases.size > 0)
        await tx
          .insert(institutionAliases)
          .values([...aliases.values()])
          .onConflictDoNothing();
    }
    await repointUnmatched(tx);
  });
}
