import { eq } from 'drizzle-orm';

import { verifyPassword } from '../../core/auth/passwords';
import type { AppContext } from '../../core/context';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { badRequest, conflict } from '../../core/http-error';
import { limitAccount, recentMails, tooManyRequests } from '../../domain/accounts/limits';
import { ACCOUNT_MESSAGES } from '../../domain/accounts/messages';
import { retireOpenTokens } from '../../domain/accounts/tokens';
import { VERIFICATION_TEMPLATE, queueVerificationMail } from '../../domain/accounts/verification';

/**
 * Mails a link to the new address; the account keeps the old one until that link is opened.
 * An account with a password must give it (a stolen session alone cannot move the account).
 * A wrong password is a 400, not a 401: a 401 would make the shell refresh and sign out.
 * Each password check counts against the account (ACCOUNT_MAIL_RATE_LIMIT_MAX per window) before
 * the password is looked at, so parallel guesses through one session get no more tries than
 * sequential ones.
 */
export async function requestEmailChange(
  ctx: AppContext,
  user: UserRow,
  input: { new_email: string; password?: string | undefined },
): Promise<void> {
  const email = input.new_email.toLowerCase();
  if (email === user.email)
    throw badRequest(ACCOUNT_MESSAGES.emailSame, { new_email: ACCOUNT_MESSAGES.emailSame });
  if (user.passwordHash) {
    if (!input.password)
      throw badRequest(ACCOUNT_MESSAGES.passwordNeeded, {
        password: ACCOUNT_MESSAGES.passwordNeeded,
      });
    await limitAccount(ctx, 'email-change', user.id);
    if (!(await verifyPassword(user.passwordHash, input.password)))
      throw badRequest(ACCOUNT_MESSAGES.passwordWrong, {
        password: ACCOUNT_MESSAGES.passwordWrong,
      });
  }
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken)
    throw conflict(ACCOUNT_MESSAGES.emailTaken, { new_email: ACCOUNT_MESSAGES.emailTaken });
  await ctx.db.transaction(async (tx) => {
    if ((await recentMails(ctx, tx, user.id, [VERIFICATION_TEMPLATE])) >= ctx.config.accountMailMax)
      throw tooManyRequests(ctx.config.accountWindowS);
    // Only the newest request counts: an earlier link to another address stops working.
    await retireOpenTokens(tx, user.id, ['email_change']);
    await queueVerificationMail(ctx, tx, user, 'email_change', email);
  });
}
