import { createHash } from 'node:crypto';

import type { AppContext } from '../../core/context';
import { HttpError } from '../../core/http-error';

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** How long a sign-in waits, as a person says it: whole seconds, minutes or hours, rounded up. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} detik`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 120) return `${minutes} menit`;
  return `${Math.ceil(minutes / 60)} jam`;
}

/**
 * A refused sign-in says how long to wait: in its `Message`, in the `Retry-After` header and as
 * `RetryAfter` (seconds) in the body, so the sign-in page can tell the student without guessing.
 */
export function tooManyAttempts(retryAfterS: number): HttpError {
  const wait = Math.max(1, Math.ceil(retryAfterS));
  const error = new HttpError(
    429,
    `Terlalu banyak percobaan masuk. Coba lagi dalam ${waitText(wait)}.`,
    undefined,
    { RetryAfter: wait },
  );
  Object.assign(error, { retryAfterS: wait });
  return error;
}

/** The counters one password check touches. */
export interface AttemptKeys {
  /** The account (typed address, hashed) and a fingerprint of its password hash. */
  account: string;
  pair: string;
  /** The account and address without the fingerprint: "signed in from here before". */
  known: string;
}

/**
 * A new password (a reset) has a new hash, so every counter of the account starts afresh: an
 * owner locked out by someone else's failures gets back in by resetting the password.
 */
export function attemptKeys(email: string, passwordHash: string | null, ip: string): AttemptKeys {
  const who = digest(email).slice(0, 22);
  const account = `${who}.${digest(passwordHash ?? '-').slice(0, 8)}`;
  return { account, pair: `${account}:${ip}`, known: `${who}:${ip}` };
}

/** Every sign-in attempt (password and Google) counts against the client address. */
export async function admitAddress(ctx: AppContext, ip: string): Promise<void> {
  const wait = await ctx.limits.loginIp.hit(ip);
  if (wait > 0) throw tooManyAttempts(wait);
}

/**
 * Counts the check BEFORE the password is verified, so fifty parallel guesses get fifty
 * distinct counts and only the first `LOGIN_RATE_LIMIT_ACCOUNT_MAX` are verified. The budget
 * is per account AND address: failures from elsewhere never lock the owner's own address. An
 * address that spends it is locked out for the window, then twice as long after each further
 * lockout (up to LOGIN_LOCKOUT_MAX). Addresses the account never signed in from also share one
 * per-account budget (LOGIN_RATE_LIMIT_ACCOUNT_GLOBAL_MAX), which bounds guessing from many
 * addresses; the owner's known addresses are exempt from it.
 */
export async function admitPasswordCheck(ctx: AppContext, keys: AttemptKeys): Promise<void> {
  const { loginPair, loginAccount, loginKnown } = ctx.limits;
  let wait = await loginPair.peek(keys.pair);
  if (wait === 0 && (await loginKnown.count(keys.known)) === 0) {
    wait = await loginAccount.hit(keys.account);
  }
  if (wait === 0) {
    const taken = await loginPair.take(keys.pair);
    wait = taken.count === loginPair.max + 1 ? await lockOut(ctx, keys.pair) : taken.wait;
  }
  if (wait > 0) throw tooManyAttempts(wait);
}

/** The pair just spent its budget: the n-th lockout in a day lasts window × 2^(n-1). */
async function lockOut(ctx: AppContext, pair: string): Promise<number> {
  const { loginPair, loginLockouts } = ctx.limits;
  const { count } = await loginLockouts.take(pair);
  const seconds = Math.min(loginPair.windowS * 2 ** (count - 1), ctx.config.loginLockoutMaxS);
  await loginPair.block(pair, seconds);
  return seconds;
}

/** The right password: the pair's counters end and the address becomes a known one. */
export async function passwordAccepted(ctx: AppContext, keys: AttemptKeys): Promise<void> {
  const { loginPair, loginLockouts, loginKnown } = ctx.limits;
  await Promise.all([
    loginPair.forget(keys.pair),
    loginLockouts.forget(keys.pair),
    loginKnown.set(keys.known, 1, loginKnown.windowS),
  ]);
}
