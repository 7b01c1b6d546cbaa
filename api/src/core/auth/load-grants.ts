import type { Grant } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import type { Db } from '../db/client';
import { committeeMemberRoles, committeeRoles } from '../db/schema/committee';

/** A member's grants: the union of their roles' grants (none for someone off the committee). */
export async function loadGrants(db: Db, userId: number): Promise<Grant[]> {
  const rows = await db
    .select({ grants: committeeRoles.grants })
    .from(committeeMemberRoles)
    .innerJoin(committeeRoles, eq(committeeRoles.id, committeeMemberRoles.roleId))
    .where(eq(committeeMemberRoles.userId, userId));
  const seen = new Map<string, Grant>();
  for (const grant of rows.flatMap((r) => r.grants))
    seen.set(`${grant.permission}:${grant.scope}`, grant);
  return [...seen.values()];
}
