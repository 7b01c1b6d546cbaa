import { and, eq } from 'drizzle-orm';

import { auditLog } from '../../src/core/db/schema/audit';
import { users } from '../../src/core/db/schema/users';
import { member } from './committee';
import { A } from './harness';
import type { Harness, Session } from './harness';

/** Two committee heads with names a 409 can say (the tests of one decision per decision). */
export const NAMES = ['Budi Santoso', 'Sari Dewi'] as const;
export const RELOAD = 'Muat ulang untuk melihat keadaan terbaru.';

export async function twoAdmins(h: Harness): Promise<[Session, Session]> {
  const made: Session[] = [];
  for (const name of NAMES) {
    const session = await member(h, 'ketua');
    await h.db.update(users).set({ name }).where(eq(users.id, session.id));
    made.push(session);
  }
  return made as [Session, Session];
}

export const post = (h: Harness, who: Session, url: string, body: Record<string, unknown>) =>
  h.request('POST', `${A}${url}`, { token: who.token, body });

/** Two decisions sent at once: exactly one 200 and one 409; which won, and the 409. */
export function split<T extends { statusCode: number }>(answers: T[]) {
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  const winner = answers.findIndex((a) => a.statusCode === 200);
  return { winner, lost: answers[1 - winner]! };
}

/** A new Hackathon team whose payment is verified, so it may move on. */
export async function paidTeam(h: Harness) {
  const team = (await h.registerTeam(await h.user(), 'hackathon')).json().Data;
  expect((await h.verifyPayment(await h.admin(), team.id)).statusCode).toBe(200);
  return team as { id: number; team_name: string; bukti_pembayaran_url: string };
}

/** How many audit records of `action` a target has: a repeated decision is written once. */
export async function audited(h: Harness, targetId: number, action: string) {
  const rows = await h.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, String(targetId)), eq(auditLog.action, action)));
  return rows.length;
}
