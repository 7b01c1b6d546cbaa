import { emailSchema, passwordSchema } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import { hashPassword } from '../core/auth/passwords';
import { loadConfig } from '../core/config';
import { openDatabase } from '../core/db/client';
import { users } from '../core/db/schema/users';
import { parseArgs } from './cli-args';

/** pnpm --filter @gcw/api admin:create -- --email a@b.c --password 'secret123' [--name 'Ana'] */
async function main() {
  const args = parseArgs(process.argv.slice(2));
  const email = (await emailSchema.validate(args.email)).toLowerCase();
  const password = await passwordSchema.validate(args.password);
  const config = loadConfig();
  const { db, close } = await openDatabase(config.databaseUrl, config.dataDir);
  try {
    const passwordHash = await hashPassword(password);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      await db
        .update(users)
        .set({ role: 'admin', passwordHash, emailVerifiedAt: new Date() })
        .where(eq(users.id, existing.id));
      console.log(`Promoted ${email} to admin and set the given password.`);
    } else {
      await db.insert(users).values({
        email,
        passwordHash,
        name: args.name ?? 'Administrator',
        role: 'admin',
        profileHasUpdated: true,
        dataHasVerified: true,
        emailVerifiedAt: new Date(),
      });
      console.log(`Created admin ${email}.`);
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
