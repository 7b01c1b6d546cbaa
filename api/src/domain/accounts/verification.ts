import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/client';
import type { UserRow } from '../../core/db/schema/users';
import { forbidden } from '../../core/http-error';
import { queueMail } from '../../core/mail/outbox';
import { emailChangeMail, emailVerificationMail } from '../mail/templates';
import { accountLink } from './links';
import { ACCOUNT_MESSAGES } from './messages';
import { TOKEN_TTL_MIN, issueToken } from './tokens';

export const VERIFICATION_TEMPLATE = 'email_verification';

/**
 * Issues a verification link and queues its mail in the caller's transaction: for the account's
 * own address (`email_verification`) or for a requested new one (`email_change`).
 */
export async function queueVerificationMail(
  ctx: AppContext,
  tx: Tx | Db,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  purpose: 'email_verification' | 'email_change',
  email: string,
): Promise<void> {
  const { id, token } = await issueToken(tx, user.id, purpose, email);
  const input = {
    eventName: ctx.config.eventName,
    name: user.name,
    url: accountLink(ctx.config, 'verify-email', token),
    minutes: TOKEN_TTL_MIN[purpose],
  };
  await queueMail(ctx, tx, {
    userId: user.id,
    to: email,
    toName: user.name,
    template: VERIFICATION_TEMPLATE,
    key: `${VERIFICATION_TEMPLATE}:${user.id}:${id}`,
    content:
      purpose === 'email_change'
        ? emailChangeMail({ ...input, newEmail: email })
        : emailVerificationMail(input),
    secret: true,
  });
}

export function verificationRequired(ctx: AppContext): boolean {
  return ctx.config.emailVerification === 'required';
}

/** Team registration, team join and a seminar seat need a verified address (unless turned off). */
export function requireVerifiedEmail(ctx: AppContext, user: UserRow): void {
  if (verificationRequired(ctx) && !user.emailVerifiedAt)
    throw forbidden(ACCOUNT_MESSAGES.verifyFirst(user.email));
}
