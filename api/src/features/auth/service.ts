import { eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../core/db/pg-errors';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { HttpError, conflict, unauthorized } from '../../core/http-error';
import { toUser } from '../profile/to-user';
import { queueVerificationMail } from '../accounts/verification';
import { MESSAGES } from '@gcw/shared/contract';
import type { SignInData } from '@gcw/shared/contract';
import type { GoogleIdentity } from './google';
import { hashPassword, verifyPassword } from './passwords';
import { startSession } from './sessions';

export const EMAIL_TAKEN = 'Email is already registered';

export async function signIn(ctx: AppContext, user: UserRow): Promise<SignInData> {
  return { user: toUser(user), ...(await startSession(ctx, user)) };
}

export function tooManyAttempts(retryAfterS: number): HttpError {
  const error = new HttpError(429, 'Too many sign-in attempts. Please try again later.');
  Object.assign(error, { retryAfterS });
  return error;
}

export async function passwordSignIn(ctx: AppContext, ip: string, email: string, password: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    ctx.loginLimiter.recordFailure(email);
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  ctx.loginLimiter.recordSuccess(email);
  return signIn(ctx, user);
}

export async function createUser(
  ctx: AppContext,
  input: { name: string; email: string; password: string; role?: string },
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    // The account and its verification mail commit together, or neither does.
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email.toLowerCase(),
          passwordHash,
          role: input.role ?? 'participant',
        })
        .returning();
      await queueVerificationMail(ctx, tx, user!, 'email_verification', user!.email);
      return user!;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION)
      throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
}

/**
 * Google users are found by their stable subject id. A first Google sign-in with the e-mail of
 * an existing account links that account (Google has verified the address).
 */
export async function googleUser(ctx: AppContext, identity: GoogleIdentity): Promise<UserRow> {
  const [bySub] = await ctx.db.select().from(users).where(eq(users.googleSub, identity.sub));
  // GoogleVerifier only accepts tokens with email_verified true: Google vouches for the address.
  if (bySub && !bySub.emailVerifiedAt && bySub.email === identity.email) {
    const [verified] = await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, bySub.id))
      .returning();
    return verified!;
  }
  if (bySub) return bySub;
  const [linked] = await ctx.db
    .update(users)
    .set({
      googleSub: identity.sub,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    })
    .where(eq(users.email, identity.email))
    .returning();
  if (linked) return linked;
  try {
    const [created] = await ctx.db
      .insert(users)
      .values({
        email: identity.email,
        name: identity.name.slice(0, 120),
        googleSub: identity.sub,
        profilePicture: identity.picture,
        emailVerifiedAt: new Date(),
      })
      .returning();
    return created!;
  } catch (error) {
    // Two first sign-ins racing: the other one created the row.
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const [row] = await ctx.db.select().from(users).where(eq(users.googleSub, identity.sub));
    if (!row) throw conflict(EMAIL_TAKEN);
    return row;
  }
}
