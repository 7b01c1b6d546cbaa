/**
 * Who may call a route, declared once in its spec (routeSchema): the OpenAPI `security` and the
 * guard the access hook puts in front of the route both follow from it.
 * - public: anyone, no token read;
 * - optional: anyone; a valid token of a live sign-in sets `request.auth`, anything else leaves it null;
 * - token: a valid access token, checked without the database; the route checks that its sign-in
 *   is alive in its own query (GET /profile/events, the hot path: one query per request);
 * - user: a signed-in caller (401 otherwise);
 * - admin: a signed-in admin (401 without a sign-in, 403 for anyone else).
 * The committee's permissions will be one more member here (e.g. `{ permission: ... }`).
 */
export type Access = 'public' | 'optional' | 'token' | 'user' | 'admin';

/** The OpenAPI `security` of a route with this access (absent: public). */
export function accessSecurity(access: Access): Record<string, string[]>[] | undefined {
  switch (access) {
    case 'token':
    case 'user':
    case 'admin':
      return [{ bearer: [] }];
    case 'optional':
      return [{}, { bearer: [] }];
    case 'public':
      return undefined;
  }
}
