import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { hashPassword } from '../../core/auth/passwords';
import type { AppContext } from '../../core/context';
import { users } from '../../core/db/schema/users';
import { enrolMember } from '../../domain/committee/ensure-committee';

export interface FirstAdminResult {
  email: string;
  created: boolean;
  /** Only when the password was generated here; it is shown once and kept in data/. */
  generatedPassword: string | null;
}

/** Creates the configured admin if that e-mail has no account yet; an existing account is left alone. */
export async function ensureFirstAdmin(ctx: AppContext): Promise<FirstAdminResult> {
  const email = ctx.config.adminEmail;
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (existing) return { email, created: false, generatedPassword: null };
  const generated = ctx.config.adminPassword ? null : randomBytes(12).toString('base64url');
  const password = ctx.config.adminPassword ?? generated!;
  const [created] = await ctx.db
    .insert(users)
    .values({
      email,
      name: 'Administrator',
      role: 'admin',
      passwordHash: await hashPassword(password),
      profileHasUpdated: true,
      dataHasVerified: true,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // The first admin is Ketua panitia: every permission, and the one who invites the rest.
  if (created) await enrolMember(ctx.db, created.id, ['ketua']);
  if (generated) {
    writeFileSync(path.join(ctx.config.dataDir, 'first-admin.txt'), `${email}\n${generated}\n`, {
      mode: 0o600,
    });
  }
  return { email, created: true, generatedPassword: generated };
}
