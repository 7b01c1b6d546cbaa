import type { CompetitionType, Permission } from '@gcw/shared/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import { requireGrant } from '../../core/auth/grants';
import type { Db } from '../../core/db/client';
import { teams } from '../../core/db/schema/teams';

/** The competitions these teams are in (each once; unknown ids add nothing): a grant's scope. */
export async function competitionsOf(db: Db, ids: readonly number[]): Promise<CompetitionType[]> {
  const safe = ids.filter((id) => Number.isSafeInteger(id) && id > 0);
  if (safe.length === 0) return [];
  const rows = await db
    .selectDistinct({ eventType: teams.eventType })
    .from(teams)
    .where(inArray(teams.id, safe));
  return rows.map((r) => r.eventType as CompetitionType);
}

/** A division acts on its own competition's teams only: every team named must be in scope. */
export async function requireTeamsGrant(
  db: Db,
  request: FastifyRequest,
  permission: Permission | readonly Permission[],
  ids: readonly number[],
): Promise<void> {
  for (const competition of await competitionsOf(db, ids))
    requireGrant(request, permission, competition);
}
