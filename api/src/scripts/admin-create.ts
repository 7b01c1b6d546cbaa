import { emailSchema, passwordSchema } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import { hashPassword } from '../core/auth/passwords';
import { loadConfig } from '../core/config';
import { openDatabase } from '../core/db/client';
import { users } from '../core/db/schema/users';
import { ensureCommittee, enrolMember } from '../domain/committee/ensure-committee';
import { parseArgs } from './cli-args';

/** pnpm --filter @gcw/api admin:create -- --email a@b.c --password 'secret123' [--name 'Ana'] */
async function main() {
  const args = parseArgs(process.argv.slice(2));
  const email = (await emailSchema.validate(args.email)).toLowerCase();
  const password = await passwordSchema.validate(args.password);
  const config = loadConfig();
  const { db, close } = await openDatabase(config.databaseUrl, config.dataDir);
  try {
    // The default roles exist even when the server never started on this database.
    await ensureCommittee(db);
    const passwordHash = await hashPassword(password);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      await db
        .update(users)
        .set({ role: 'admin', passwordHash, emailVerifiedAt: new Date() })
        .where(eq(users.id, existing.id));
      await enrolMember(db, existing.id, ['ketua']);
      console.log(`Promoted ${email} to admin (Ketua panitia) and set the given password.`);
    } else {
      const [created] = await db
        .insert(users)
        .values({
          email,
          passwordHash,
          name: args.name ?? 'Administrator',
          role: 'admin',
          profileHasUpdated: true,
          dataHasVerified: true,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      await enrolMember(db, created!.id, ['ketua']);
      console.log(`Created admin ${email} (Ketua panitia).`);
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
