import { hasGrant, missingGrantMessage } from '@gcw/shared/contract';
import type { Grant, Permission } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import { currentAuth } from '../../core/auth/guard';
import type { Db } from '../../core/db/client';
import { committeeMemberRoles, committeeRoles } from '../../core/db/schema/committee';
import { forbidden } from '../../core/http-error';

/** Judging concerns the Hackathon alone: every check is in its scope. */
const SCOPE = 'hackathon';

// TODO permission: core/auth/grants.ts (holds, requireGrant) replaces this once it lands.
const loaded = new WeakMap<FastifyRequest, Grant[]>();

/** Reads the caller's grants (the union of their committee roles') before the handler. */
export function loadCallerGrants(db: Db): preHandlerAsyncHookHandler {
  return async (request) => {
    const rows = await db
      .select({ grants: committeeRoles.grants })
      .from(committeeMemberRoles)
      .innerJoin(committeeRoles, eq(committeeRoles.id, committeeMemberRoles.roleId))
      .where(eq(committeeMemberRoles.userId, currentAuth(request).user.id));
    loaded.set(
      request,
      rows.flatMap((r) => r.grants),
    );
  };
}

const holds = (request: FastifyRequest, permissions: Permission[]) =>
  permissions.some((p) => hasGrant(loaded.get(request) ?? [], p, SCOPE));

function requireGrant(request: FastifyRequest, permissions: Permission[]) {
  if (!holds(request, permissions)) throw forbidden(missingGrantMessage(permissions[0]!, SCOPE));
}

export const canManage = (request: FastifyRequest) => holds(request, ['judging.manage']);

export function requireManager(request: FastifyRequest) {
  requireGrant(request, ['judging.manage']);
}

export function requireJudge(request: FastifyRequest) {
  requireGrant(request, ['judging.score']);
}

export function requireManagerOrJudge(request: FastifyRequest) {
  requireGrant(request, ['judging.manage', 'judging.score']);
}
