import type { DecisionMade } from '@gcw/shared/contract';
import { eq, sql } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { notFound } from '../../core/http-error';
import { byWhom, decisionConflict, RELOAD } from '../../domain/decisions/conflict';
import { lastDecisions } from '../../domain/decisions/last-decision';

const ACTIONS = ['user.verify', 'user.unverify'];

function decidedText(name: string, decision: DecisionMade): string {
  return decision.state
    ? `Data ${name} sudah diverifikasi${byWhom(decision)}. ${RELOAD}`
    : `Data ${name} sudah ditandai belum terverifikasi${byWhom(decision)}. ${RELOAD}`;
}

/**
 * Sets data_has_verified under the user's row lock. `expected` is the data_version the admin saw:
 * every decision moves it (a rejection of unverified data too), so when another admin decided
 * since, the answer is a 409 naming them, unless they made this very decision (nothing is
 * written again). Undefined (an older page): applied as before.
 */
export async function setDataVerified(
  ctx: AppContext,
  adminId: number,
  userId: number,
  verified: boolean,
  expected: number | undefined,
): Promise<UserRow> {
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('Pengguna tidak ditemukan.');
    if (expected !== undefined && expected !== user.dataVersion) {
      if (user.dataHasVerified === verified) return user;
      const state = user.dataHasVerified;
      const moved = { id: user.id, state, action: state ? 'user.verify' : 'user.unverify' };
      const [decision] = await lastDecisions(tx, 'user', [moved], ACTIONS);
      throw decisionConflict(decidedText(user.name, decision!), [decision!]);
    }
    const [updated] = await tx
      .update(users)
      .set({ dataHasVerified: verified, dataVersion: sql`${users.dataVersion} + 1` })
      .where(eq(users.id, userId))
      .returning();
    await recordAudit(
      tx,
      adminId,
      verified ? 'user.verify' : 'user.unverify',
      { type: 'user', id: userId },
      { verified },
    );
    return updated!;
  });
}
