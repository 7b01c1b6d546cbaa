import type { AccountLinkProblem } from '@gcw/shared/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';

import type { Db, Tx } from '../../core/db/client';
import { accountTokens } from '../../core/db/schema/account-tokens';
import type { AccountTokenRow } from '../../core/db/schema/account-tokens';
import { HttpError } from '../../core/http-error';
import { ACCOUNT_MESSAGES } from './messages';

export type TokenPurpose =
  'password_reset' | 'email_verification' | 'email_change' | 'committee_invite';

/** OWASP: a reset link lives at most an hour; a verification link two days (mail is slow to read). */
export const TOKEN_TTL_MIN: Record<TokenPurpose, number> = {
  password_reset: 60,
  email_verification: 48 * 60,
  email_change: 48 * 60,
  // A committee invite waits for someone who may read it days later.
  committee_invite: 7 * 24 * 60,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes, base64url; only the SHA-256 is stored, the token itself goes into the mail. */
export async function issueToken(
  tx: Tx | Db,
  userId: number,
  purpose: TokenPurpose,
  email: string,
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MIN[purpose] * 60_000);
  const [row] = await tx
    .insert(accountTokens)
    .values({ userId, purpose, email, tokenHash: hashOf(token), expiresAt })
    .returning({ id: accountTokens.id });
  return { id: row!.id, token };
}

export function linkProblem(reason: AccountLinkProblem): HttpError {
  const message = {
    invalid: ACCOUNT_MESSAGES.linkInvalid,
    expired: ACCOUNT_MESSAGES.linkExpired,
    used: ACCOUNT_MESSAGES.linkUsed,
  }[reason];
  return new HttpError(400, message, { token: message }, { Reason: reason });
}

/**
 * The live token row, locked for the rest of the transaction (two clicks on one link: the second
 * waits, then sees it used). Unknown, tampered or of another purpose: `invalid`.
 */
export async function takeToken(
  tx: Tx,
  token: string,
  purposes: TokenPurpose[],
): Promise<AccountTokenRow> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw linkProblem('invalid');
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, hashOf(token)))
    .for('update');
  if (!row || !purposes.includes(row.purpose as TokenPurpose)) throw linkProblem('invalid');
  if (row.usedAt) throw linkProblem('used');
  if (row.expiresAt.getTime() <= Date.now()) throw linkProblem('expired');
  return row;
}

/** Retires every open link of these purposes of the account: only the newest one may work. */
export async function retireOpenTokens(
  tx: Tx,
  userId: number,
  purposes: TokenPurpose[],
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
      ),
    );
}
