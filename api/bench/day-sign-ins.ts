import { randomBytes } from 'node:crypto';

import type { Db } from '../src/core/db/client';
import { refreshFamilies } from '../src/core/db/schema/sessions';
import { users } from '../src/core/db/schema/users';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One live sign-in for every seeded user, as on registration day when every student has signed
 * in at least once: the hot path's cost must not hide behind a nearly empty sign-in table (an
 * `exists` that read every live sign-in looked cheap with the bench's 1,100 of them).
 */
export async function seedDaySignIns(db: Db): Promise<number> {
  const ids = (await db.select({ id: users.id }).from(users)).map((row) => row.id);
  const expiresAt = new Date(Date.now() + 30 * DAY_MS);
  for (let i = 0; i < ids.length; i += 1000) {
    await db.insert(refreshFamilies).values(
      ids.slice(i, i + 1000).map((userId) => ({
        id: randomBytes(16).toString('base64url'),
        userId,
        expiresAt,
      })),
    );
  }
  return ids.length;
}
