import { and, eq, isNull, like } from 'drizzle-orm';

import type { Db } from '../core/db/client';
import { teams } from '../core/db/schema/teams';
import { users } from '../core/db/schema/users';
import { resolveInstitution } from '../domain/institutions/resolve';
import type { ResolvedInstitution } from '../domain/institutions/resolve';
import { ensureInstitutions } from '../features/institutions/seed';

/**
 * The demo campuses as the product stores them: canonical id and name (ADR 0012). The
 * seed may run before the API ever started on this database, so the list is loaded first.
 */
export async function resolveCampuses(db: Db, names: readonly string[]) {
  await ensureInstitutions(db);
  return Promise.all(names.map((name) => resolveInstitution(db, name)));
}

/**
 * Accounts and teams of an earlier seed run, made before institutions had ids, get theirs, so
 * the same-institution rule and the admin figures see one university, not free text.
 */
export async function linkDemoInstitutions(
  db: Db,
  tag: string,
  campuses: readonly ResolvedInstitution[],
): Promise<void> {
  for (const campus of campuses) {
    if (campus.institutionId === null) continue;
    const set = { institutionId: campus.institutionId, institusi: campus.institusi };
    await db
      .update(users)
      .set(set)
      .where(
        and(
          like(users.email, `${tag}.student%@demo.gcw.local`),
          eq(users.institusi, campus.institusi),
          isNull(users.institutionId),
        ),
      );
    await db
      .update(teams)
      .set(set)
      .where(
        and(
          like(teams.teamName, `Tim ${tag} %`),
          eq(teams.institusi, campus.institusi),
          isNull(teams.institutionId),
        ),
      );
  }
}
