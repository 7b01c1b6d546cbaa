import type { Grant, Permission } from '@gcw/shared/contract';
import { ADMIN_ROLE, hasGrant, missingGrantMessage } from '@gcw/shared/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

import type { AppContext } from '../context';
import { refreshFamilies } from '../db/schema/sessions';
import { users } from '../db/schema/users';
import type { UserRow } from '../db/schema/users';
import { forbidden, unauthorized } from '../http-error';
import { loadGrants } from './load-grants';

export interface AuthState {
  user: UserRow;
  familyId: string;
  /** A committee member's grants; loaded only by the guards of 'admin' and permission routes. */
  grants?: Grant[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState | null;
  }
}

/** The signed-in caller; only call it on routes guarded by `requireUser` or `requireAdmin`. */
export function currentAuth(request: FastifyRequest): AuthState {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header.trim());
  return match ? match[1]! : null;
}

export interface TokenSession {
  userId: number;
  familyId: string;
}

/** The user and sign-in family a valid access token names (the token alone, no database). */
export async function tokenSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<TokenSession> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const claims = await ctx.tokens.verify(token, 'access');
  const userId = Number(claims?.sub);
  if (!claims || !Number.isSafeInteger(userId)) throw unauthorized();
  return { userId, familyId: claims.fid };
}

/**
 * Checks the access token and that its sign-in family is still alive, in one query: a logout
 * or a detected refresh-token reuse ends the access tokens of that family at once.
 * GET /profile/events folds the same family check into its own query (domain/events/events-of.ts):
 * a change to what makes a sign-in valid goes there too.
 */
export function requireUser(ctx: AppContext): preValidationAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const { userId: id, familyId } = await tokenSession(ctx, request);
    const [user] = await ctx.db
      .select({ user: users })
      .from(users)
      .innerJoin(
        refreshFamilies,
        and(
          eq(refreshFamilies.id, familyId),
          eq(refreshFamilies.userId, users.id),
          isNull(refreshFamilies.revokedAt),
          gt(refreshFamilies.expiresAt, new Date()),
        ),
      )
      .where(eq(users.id, id));
    if (!user) throw unauthorized();
    request.auth = { user: user.user, familyId };
  };
}

/** A committee member (users.role 'admin', SPEC §6), with their grants read for the handler. */
export function requireAdmin(ctx: AppContext): preValidationAsyncHookHandler {
  const authenticate = requireUser(ctx);
  return async function authorizeAdmin(request, reply) {
    await authenticate.call(this, request, reply);
    const auth = request.auth;
    if (auth?.user.role !== ADMIN_ROLE) throw forbidden('Halaman ini khusus admin.');
    auth.grants = await loadGrants(ctx.db, auth.user.id);
  };
}

/** A committee member holding one of the permissions in some scope (403 naming the first). */
export function requirePermission(
  ctx: AppContext,
  permissions: readonly Permission[],
): preValidationAsyncHookHandler {
  const authorizeAdmin = requireAdmin(ctx);
  return async function authorizePermission(request, reply) {
    await authorizeAdmin.call(this, request, reply);
    const grants = request.auth?.grants ?? [];
    if (!permissions.some((p) => hasGrant(grants, p)))
      throw forbidden(missingGrantMessage(permissions[0]!));
  };
}

/**
 * Reads the caller when the request carries a valid access token of a live sign-in, and never
 * refuses: a missing, expired, forged or revoked token leaves `request.auth` null (the guard of
 * routes whose access is 'optional').
 */
export function readOptionalUser(ctx: AppContext): preValidationAsyncHookHandler {
  const authenticate = requireUser(ctx);
  return async function readCaller(request, reply) {
    if (!bearerToken(request)) return;
    try {
      await authenticate.call(this, request, reply);
    } catch {
      request.auth = null;
    }
  };
}

const sessions = new WeakMap<FastifyRequest, TokenSession>();

/**
 * Checks the access token alone (no database): for a route that checks the sign-in is alive in
 * its own query ('token' access; GET /profile/events). The handler reads it with currentSession.
 */
export function requireToken(ctx: AppContext): preValidationAsyncHookHandler {
  return async function checkToken(request) {
    sessions.set(request, await tokenSession(ctx, request));
  };
}

/** The token's user and sign-in family; only call it on routes whose access is 'token'. */
export function currentSession(request: FastifyRequest): TokenSession {
  const session = sessions.get(request);
  if (!session) throw unauthorized();
  return session;
}
