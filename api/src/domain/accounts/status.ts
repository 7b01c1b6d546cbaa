import type { AccountStatus } from '@gcw/shared/contract';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/client';
import { accountTokens } from '../../core/db/schema/account-tokens';
import type { UserRow } from '../../core/db/schema/users';
import { verificationRequired } from './verification';

/** The newest live address-change link's address, or null. */
export async function pendingEmail(db: Db | Tx, user: UserRow): Promise<string | null> {
  const [row] = await db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, 'email_change'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
        ne(accountTokens.email, user.email),
      ),
    )
    .orderBy(desc(accountTokens.id))
    .limit(1);
  return row?.email ?? null;
}

export async function accountStatus(ctx: AppContext, user: UserRow): Promise<AccountStatus> {
  return {
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    pending_email: await pendingEmail(ctx.db, user),
    verification_required: verificationRequired(ctx),
  };
}
