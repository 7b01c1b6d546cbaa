import type { DefaultRoleKey } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import { users } from '../../src/core/db/schema/users';
import { enrolMember } from '../../src/domain/committee/ensure-committee';
import type { Harness, Session } from './harness';

/**
 * A new committee member holding these default roles (as an invite accepted would leave them),
 * made directly in the database so a matrix of every role stays fast.
 */
export async function member(h: Harness, ...keys: DefaultRoleKey[]): Promise<Session> {
  const session = await h.user(null);
  await h.db.update(users).set({ role: 'admin' }).where(eq(users.id, session.id));
  await enrolMember(h.db, session.id, keys);
  return session;
}
