import { ADMIN_ROLE, hasGrant } from '@gcw/shared/contract';
import type { Grant } from '@gcw/shared/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { committeeMemberRoles, committeeRoles } from '../../core/db/schema/committee';
import { institutions } from '../../core/db/schema/institutions';
import { users } from '../../core/db/schema/users';

export interface Judge {
  id: number;
  name: string;
  email: string;
  institutionId: number | null;
  institutionName: string | null;
}

/**
 * The committee members who may score the Hackathon: a role of theirs grants judging.score for
 * the Hackathon or the whole event. Optionally only the given users.
 */
export async function judgesOf(db: Db | Tx, only?: number[]): Promise<Judge[]> {
  if (only && only.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      institutionId: users.institutionId,
      institutionName: institutions.name,
      grants: committeeRoles.grants,
    })
    .from(users)
    .innerJoin(committeeMemberRoles, eq(committeeMemberRoles.userId, users.id))
    .innerJoin(committeeRoles, eq(committeeRoles.id, committeeMemberRoles.roleId))
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(and(eq(users.role, ADMIN_ROLE), only ? inArray(users.id, only) : undefined))
    .orderBy(asc(users.name), asc(users.id));
  const judges = new Map<number, Judge>();
  for (const { grants, ...judge } of rows)
    if (hasGrant(grants as Grant[], 'judging.score', 'hackathon')) judges.set(judge.id, judge);
  return [...judges.values()];
}

export async function judgeById(db: Db | Tx, id: number): Promise<Judge | null> {
  return (await judgesOf(db, [id]))[0] ?? null;
}
