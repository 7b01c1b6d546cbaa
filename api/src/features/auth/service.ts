import { ADMIN_ROLE, MESSAGES } from '@gcw/shared/contract';
import type { SignInData } from '@gcw/shared/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';

import type { GoogleIdentity } from '../../core/auth/google';
import { hashPassword, verifyPassword } from '../../core/auth/passwords';
import type { AppContext } from '../../core/context';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../core/db/pg-errors';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { conflict, forbidden, unauthorized } from '../../core/http-error';
import { queueVerificationMail } from '../../domain/accounts/verification';
import { recordConsent } from '../../domain/privacy/consent';
import { toUser } from '../../domain/profile/to-user';
import { admitPasswordCheck, attemptKeys, passwordAccepted } from './login-limiter';
import { startSession } from './sessions';

export const EMAIL_TAKEN = 'Email ini sudah terdaftar. Silakan masuk.';
export const GOOGLE_ADMIN_REFUSED =
  'Akun admin tidak dapat masuk dengan Google. Masuk dengan e-mail dan kata sandi.';
export const GOOGLE_OTHER_ACCOUNT =
  'Alamat e-mail ini sudah terhubung dengan akun Google lain. Masuk dengan akun Google tersebut atau dengan kata sandi.';

export async function signIn(ctx: AppContext, user: UserRow): Promise<SignInData> {
  return { user: toUser(user), ...(await startSession(ctx, user)) };
}

export async function passwordSignIn(ctx: AppContext, ip: string, email: string, password: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const keys = attemptKeys(email, user?.passwordHash ?? null, ip);
  await admitPasswordCheck(ctx, keys);
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  await passwordAccepted(ctx, keys);
  return signIn(ctx, user);
}

export async function createUser(
  ctx: AppContext,
  input: { name: string; email: string; password: string; role?: string },
  /** The privacy notice's version agreed to on the registration form (none for committee accounts). */
  consentVersion?: string,
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
      if (consentVersion) await recordConsent(tx, user!.id, consentVersion, 'registration');
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
 * an existing participant links that account: GoogleVerifier only accepts tokens whose
 * `email_verified` is true, so Google vouches for the address. Never an admin account (its
 * holder signs in with the password only) and never one already linked to another Google id.
 */
export async function googleUser(ctx: AppContext, identity: GoogleIdentity): Promise<UserRow> {
  const [bySub] = await ctx.db.select().from(users).where(eq(users.googleSub, identity.sub));
  if (bySub?.role === ADMIN_ROLE) throw forbidden(GOOGLE_ADMIN_REFUSED);
  if (bySub && !bySub.emailVerifiedAt && bySub.email === identity.email) {
    const [verified] = await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, bySub.id))
      .returning();
    return verified!;
  }
  if (bySub) return bySub;
  const [byEmail] = await ctx.db.select().from(users).where(eq(users.email, identity.email));
  if (byEmail?.role === ADMIN_ROLE) throw forbidden(GOOGLE_ADMIN_REFUSED);
  if (byEmail?.googleSub) throw conflict(GOOGLE_OTHER_ACCOUNT);
  // The conditions again in the UPDATE: a promotion or another link in between wins.
  const [linked] = await ctx.db
    .update(users)
    .set({
      googleSub: identity.sub,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    })
    .where(
      and(eq(users.email, identity.email), ne(users.role, ADMIN_ROLE), isNull(users.googleSub)),
    )
    .returning();
  if (linked) return linked;
  if (byEmail) throw conflict(GOOGLE_OTHER_ACCOUNT);
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
