import { and, eq, isNull } from 'drizzle-orm';

import { hashPassword } from '../../core/auth/passwords';
import type { AppContext } from '../../core/context';
import { committeeMembers } from '../../core/db/schema/committee';
import { refreshFamilies } from '../../core/db/schema/sessions';
import { users } from '../../core/db/schema/users';
import { queueMail } from '../../core/mail/outbox';
import { recentMails } from '../../domain/accounts/limits';
import { accountLink } from '../../domain/accounts/links';
import {
  TOKEN_TTL_MIN,
  issueToken,
  linkProblem,
  retireOpenTokens,
  takeToken,
} from '../../domain/accounts/tokens';
import { passwordResetMail } from '../../domain/mail/templates';

export const RESET_TEMPLATE = 'password_reset';

/**
 * Runs after the 202 has gone out (ctx.background), so the answer and its timing are the same
 * for a known and an unknown address. A known one gets a link unless it already received
 * ACCOUNT_MAIL_RATE_LIMIT_MAX reset mails in the window (no storm, even across restarts).
 * A Google-only account (no password) may set one this way: the mail proves the address.
 */
export async function queuePasswordReset(ctx: AppContext, email: string): Promise<void> {
  const queued = await ctx.db.transaction(async (tx) => {
    // Locked, so parallel requests for one account count each other's mails.
    const [user] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (!user) return false;
    if ((await recentMails(ctx, tx, user.id, [RESET_TEMPLATE])) >= ctx.config.accountMailMax)
      return false;
    const { id, token } = await issueToken(tx, user.id, 'password_reset', user.email);
    return queueMail(ctx, tx, {
      userId: user.id,
      to: user.email,
      toName: user.name,
      template: RESET_TEMPLATE,
      key: `${RESET_TEMPLATE}:${user.id}:${id}`,
      content: passwordResetMail({
        eventName: ctx.config.eventName,
        name: user.name,
        url: accountLink(ctx.config, 'reset-password', token),
        minutes: TOKEN_TTL_MIN.password_reset,
      }),
      secret: true,
    });
  });
  if (queued) ctx.mail.wake();
}

/**
 * Sets the new password, ends every sign-in of the account (all refresh families, and with them
 * their access tokens) and spends this and every other open reset link. Opening the link also
 * proves the address, so an unverified account becomes verified.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    // A committee invite sets the first password the same way (ADR 0022).
    const link = await takeToken(tx, token, ['password_reset', 'committee_invite']);
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
    if (!user || user.email !== link.email) throw linkProblem('invalid');
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now })
      .where(eq(users.id, user.id));
    // This link is one of the account's open reset links: all of them are spent together.
    await retireOpenTokens(tx, user.id, ['password_reset', 'committee_invite']);
    if (link.purpose === 'committee_invite')
      await tx
        .update(committeeMembers)
        .set({ joined: true })
        .where(eq(committeeMembers.userId, user.id));
    await tx
      .update(refreshFamilies)
      .set({ revokedAt: now, revokedReason: 'password_reset' })
      .where(and(eq(refreshFamilies.userId, user.id), isNull(refreshFamilies.revokedAt)));
  });
  // The new hash also starts the account's sign-in counters afresh (auth/login-limiter.ts):
  // someone else's failures no longer lock the owner out.
}
