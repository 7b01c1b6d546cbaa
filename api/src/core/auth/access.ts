import type { Permission } from '@gcw/shared/contract';

/**
 * Who may call a route, declared once in its spec (routeSchema): the OpenAPI `security` and the
 * guard the access hook puts in front of the route both follow from it.
 * - public: anyone, no token read;
 * - optional: anyone; a valid token of a live sign-in sets `request.auth`, anything else leaves it null;
 * - token: a valid access token, checked without the database; the route checks that its sign-in
 *   is alive in its own query (GET /profile/events, the hot path: one query per request);
 * - user: a signed-in caller (401 otherwise);
 * - admin: a signed-in committee member, whatever they may do (401 without a sign-in, 403 for
 *   anyone else);
 * - { permission }: a committee member holding one of these permissions in some scope (ADR 0022);
 *   a route about one competition checks the scope in its handler (requireGrant).
 */
export type Access =
  | 'public'
  | 'optional'
  | 'token'
  | 'user'
  | 'admin'
  | { permission: Permission | readonly Permission[] };

/** The permissions a declared access asks for (none: not a permission route). */
export function accessPermissions(access: Access): readonly Permission[] {
  if (typeof access === 'string') return [];
  return typeof access.permission === 'string' ? [access.permission] : access.permission;
}

/** The OpenAPI `security` of a route with this access: none needed (`[]`) for a public one. */
export function accessSecurity(access: Access): Record<string, string[]>[] {
  if (typeof access === 'object') return [{ bearer: [] }];
  switch (access) {
    case 'token':
    case 'user':
    case 'admin':
      return [{ bearer: [] }];
    case 'optional':
      return [{}, { bearer: [] }];
    case 'public':
      return [];
  }
}
