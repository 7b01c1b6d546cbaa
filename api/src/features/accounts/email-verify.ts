import type { VerifyEmailData } from '@gcw/shared/contract';
import { and, eq, ne } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../core/db/pg-errors';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { conflict } from '../../core/http-error';
import { recentMails, tooManyRequests } from '../../domain/accounts/limits';
import { ACCOUNT_MESSAGES } from '../../domain/accounts/messages';
import { pendingEmail } from '../../domain/accounts/status';
import { linkProblem, retireOpenTokens, takeToken } from '../../domain/accounts/tokens';
import { VERIFICATION_TEMPLATE, queueVerificationMail } from '../../domain/accounts/verification';

/**
 * Confirms a link: the account's own address becomes verified, or a requested new address
 * replaces the old one. Uniqueness is checked again now (someone may have taken it since).
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<VerifyEmailData> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const link = await takeToken(tx, token, ['email_verification', 'email_change']);
      const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
      if (!user) throw linkProblem('invalid');
      if (link.purpose === 'email_verification' && link.email !== user.email)
        throw linkProblem('invalid'); // a link for an address the account no longer has
      if (link.purpose === 'email_change' && link.email !== user.email) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, link.email), ne(users.id, user.id)));
        if (taken)
          throw conflict(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
      }
      const changed = link.email !== user.email;
      await tx
        .update(users)
        .set({
          email: link.email,
          emailVerifiedAt: changed ? new Date() : (user.emailVerifiedAt ?? new Date()),
        })
        .where(eq(users.id, user.id));
      // Every other open address link of the account dies with this one.
      await retireOpenTokens(tx, user.id, ['email_verification', 'email_change']);
      return { email: link.email, email_verified: true as const };
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION)
      throw conflict(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
    throw error;
  }
}

/**
 * Sends the link again: to the unverified own address, else to a pending new address. At most
 * ACCOUNT_MAIL_RATE_LIMIT_MAX verification mails per account per window (counted in the outbox).
 */
export async function resendVerification(ctx: AppContext, user: UserRow): Promise<string> {
  const target = user.emailVerifiedAt ? await pendingEmail(ctx.db, user) : user.email;
  if (!target) throw conflict(ACCOUNT_MESSAGES.alreadyVerified);
  await ctx.db.transaction(async (tx) => {
    // Parallel resends queue on the user's row, so each one counts the mails of those before it.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if ((await recentMails(ctx, tx, user.id, [VERIFICATION_TEMPLATE])) >= ctx.config.accountMailMax)
      throw tooManyRequests(ctx.config.accountWindowS);
    await queueVerificationMail(
      ctx,
      tx,
      user,
      target === user.email ? 'email_verification' : 'email_change',
      target,
    );
  });
  return target;
}
