import type { Grant, Permission, PermissionScope } from '@gcw/shared/contract';
import { ADMIN_ROLE, hasGrant, missingGrantMessage } from '@gcw/shared/contract';
import type { FastifyRequest } from 'fastify';

import type { Db } from '../db/client';
import { forbidden } from '../http-error';
import { currentAuth } from './guard';
import { loadGrants } from './load-grants';

type Competition = Exclude<PermissionScope, 'all'>;

/**
 * On a route any signed-in user may call (a file, a team's detail): a committee caller's grants,
 * read once for the request; nobody else has any.
 */
export async function readCallerGrants(db: Db, request: FastifyRequest): Promise<Grant[]> {
  const auth = currentAuth(request);
  if (auth.user.role !== ADMIN_ROLE) return [];
  auth.grants ??= await loadGrants(db, auth.user.id);
  return auth.grants;
}

/** The caller's grants, loaded by the guard of an 'admin' or permission route. */
export function grantsOf(request: FastifyRequest): Grant[] {
  return currentAuth(request).grants ?? [];
}

const asList = (permission: Permission | readonly Permission[]) =>
  typeof permission === 'string' ? [permission] : permission;

/** True when the caller holds one of the permissions for the scope (or for any, without one). */
export function holds(
  request: FastifyRequest,
  permission: Permission | readonly Permission[],
  scope?: Competition,
): boolean {
  const grants = grantsOf(request);
  return asList(permission).some((p) => hasGrant(grants, p, scope));
}

/** Refuses (403, naming what is missing) unless the caller holds one of the permissions there. */
export function requireGrant(
  request: FastifyRequest,
  permission: Permission | readonly Permission[],
  scope?: Competition,
): void {
  if (!holds(request, permission, scope))
    throw forbidden(missingGrantMessage(asList(permission)[0]!, scope));
}
