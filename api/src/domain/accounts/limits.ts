import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';

import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/client';
import { mailOutbox } from '../../core/db/schema/mail';
import { HttpError } from '../../core/http-error';
import { ACCOUNT_MESSAGES } from './messages';

export function tooManyRequests(retryAfterS: number): HttpError {
  const error = new HttpError(
    429,
    ACCOUNT_MESSAGES.tooMany(Math.max(1, Math.ceil(retryAfterS / 60))),
  );
  Object.assign(error, { retryAfterS });
  return error;
}

/** Per client address: every reset, resend and verify call counts (each scope apart). */
export async function limitIp(ctx: AppContext, scope: string, ip: string): Promise<void> {
  const wait = await ctx.limits.accountIp.hit(`${scope}:${ip}`);
  if (wait > 0) throw tooManyRequests(wait);
}

/**
 * Per e-mail address as typed (hashed, so the store holds no address). Known and unknown
 * addresses count alike, so a 429 says nothing about whether an account exists.
 */
export async function limitAddress(ctx: AppContext, scope: string, email: string): Promise<void> {
  const key = createHash('sha256').update(email).digest('base64url');
  const wait = await ctx.limits.accountAddress.hit(`${scope}:${key}`);
  if (wait > 0) throw tooManyRequests(wait);
}

/**
 * Per signed-in account, counted before any password is checked: a stolen session cannot use a
 * call that verifies the password (the address change) to guess it faster than the limit.
 */
export async function limitAccount(ctx: AppContext, scope: string, userId: number): Promise<void> {
  const wait = await ctx.limits.accountAddress.hit(`${scope}:user:${userId}`);
  if (wait > 0) throw tooManyRequests(wait);
}

/**
 * Mails of these templates queued for one account within the window: the storm guard that holds
 * across restarts and however the address is spelled.
 */
export async function recentMails(
  ctx: AppContext,
  tx: Tx | Db,
  userId: number,
  templates: string[],
): Promise<number> {
  const since = new Date(Date.now() - ctx.config.accountWindowS * 1000);
  const [row] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.userId, userId),
        inArray(mailOutbox.template, templates),
        gt(mailOutbox.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
