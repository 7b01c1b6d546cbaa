import { MESSAGES } from '@gcw/shared/contract';
import type { SessionTokens } from '@gcw/shared/contract';
import { and, eq, isNull } from 'drizzle-orm';

import { newId } from '../../core/auth/tokens';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db/client';
import { refreshFamilies, refreshTokens } from '../../core/db/schema/sessions';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { unauthorized } from '../../core/http-error';

async function mint(ctx: AppContext, user: UserRow, familyId: string, familyExpiry: Date, db: Db) {
  const jti = newId();
  await db.insert(refreshTokens).values({ jti, familyId });
  const accessExpiry = new Date(Date.now() + ctx.config.accessTokenTtlS * 1000);
  const claims = { sub: String(user.id), fid: familyId };
  const [access, refresh] = await Promise.all([
    ctx.tokens.sign({ ...claims, token_type: 'access', role: user.role }, accessExpiry),
    ctx.tokens.sign({ ...claims, token_type: 'refresh', jti }, familyExpiry),
  ]);
  return { access_token: access, refresh_token: refresh };
}

/** Starts a new refresh family: its expiry is absolute and never extended by rotation. */
export async function startSession(ctx: AppContext, user: UserRow): Promise<SessionTokens> {
  const familyId = newId();
  const expiresAt = new Date(Date.now() + ctx.config.refreshTokenTtlS * 1000);
  await ctx.db.insert(refreshFamilies).values({ id: familyId, userId: user.id, expiresAt });
  return mint(ctx, user, familyId, expiresAt, ctx.db);
}

/** Whether a token used at `usedAt` is being used again soon enough to be a lost answer. */
function withinGrace(ctx: AppContext, usedAt: Date): boolean {
  return Date.now() - usedAt.getTime() <= ctx.config.refreshReuseGraceS * 1000;
}

/**
 * Exchanges a refresh token for a new pair. A token used again within the grace interval
 * (REFRESH_REUSE_GRACE, 30 s) is a lost answer or two tabs at once, not theft: it gets another
 * pair of the same family, so the student stays signed in. Used again after that, it leaked (or
 * was replayed): the whole family is revoked, so the thief's copy dies with the victim's.
 */
export async function rotateSession(ctx: AppContext, refreshToken: string) {
  const claims = await ctx.tokens.verify(refreshToken, 'refresh');
  if (!claims?.jti) throw unauthorized(MESSAGES.refreshFailed);
  const jti = claims.jti;
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ usedAt: refreshTokens.usedAt, family: refreshFamilies, user: users })
      .from(refreshTokens)
      .innerJoin(refreshFamilies, eq(refreshFamilies.id, refreshTokens.familyId))
      .innerJoin(users, eq(users.id, refreshFamilies.userId))
      .where(eq(refreshTokens.jti, jti))
      .for('update', { of: refreshTokens });
    if (!row || row.family.revokedAt || row.family.expiresAt.getTime() <= Date.now()) return null;
    if (row.usedAt && !withinGrace(ctx, row.usedAt)) {
      await tx
        .update(refreshFamilies)
        .set({ revokedAt: new Date(), revokedReason: 'reuse' })
        .where(eq(refreshFamilies.id, row.family.id));
      return 'reused' as const;
    }
    // The first use's time stays: the grace interval counts from the rotation, not the last retry.
    if (!row.usedAt) {
      await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.jti, jti));
    }
    const tokens = await mint(
      ctx,
      row.user,
      row.family.id,
      row.family.expiresAt,
      tx as unknown as Db,
    );
    return { user: row.user, tokens };
  });
  if (outcome === null || outcome === 'reused') throw unauthorized(MESSAGES.refreshFailed);
  return outcome;
}

/** Logout: the family (and with it every access token minted from it) stops working. */
export async function revokeFamily(
  ctx: AppContext,
  userId: number,
  familyId: string,
  reason: string,
) {
  await ctx.db
    .update(refreshFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(refreshFamilies.id, familyId),
        eq(refreshFamilies.userId, userId),
        isNull(refreshFamilies.revokedAt),
      ),
    );
}
