import { eq } from 'drizzle-orm';

import { teams } from '../src/core/db/schema/teams';
import { A, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';
import { multipart, PDF } from './support/multipart';

const CHANGED =
  'Bukti pembayaran sudah diganti oleh tim sejak Anda membukanya. Periksa bukti yang baru, lalu putuskan lagi.';

const replaceProof = (h: Harness, leader: Session) => {
  const form = multipart(
    {},
    { field: 'bukti_pembayaran', name: 'p.pdf', type: 'application/pdf', bytes: PDF },
  );
  return h.request('POST', `${R}/team/payment`, { token: leader.token, ...form });
};

const decide = (h: Harness, admin: Session, teamId: number, body: Record<string, unknown>) =>
  h.request('POST', `${A}/teams/${teamId}/payment`, { token: admin.token, body });

describeEachDb('payment verification names the proof it saw', (h) => {
  test('verifying without naming the proof is refused with a Message', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    const res = await decide(h, await h.admin(), team.id, { action: 'verify' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/Sebutkan bukti pembayaran yang Anda periksa/);
  });

  test('a proof replaced after the admin opened it: 409, still pending; the new one can be verified', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    const admin = await h.admin();
    const seen = team.bukti_pembayaran_url as string;
    const replaced = await replaceProof(h, leader);
    expect(replaced.statusCode).toBe(200);
    const now = replaced.json().Data.bukti_pembayaran_url as string;
    expect(now).not.toBe(seen);

    for (const action of ['verify', 'reject']) {
      const stale = await decide(h, admin, team.id, {
        action,
        reason: 'Bukti buram',
        bukti_pembayaran_url: seen,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ Message: CHANGED, Reason: 'proof_changed' });
    }
    const [row] = await h.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row!.paymentStatus).toBe('pending');

    const fresh = await decide(h, admin, team.id, { action: 'verify', bukti_pembayaran_url: now });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().Data).toMatchObject({ payment_status: 'verified' });
  });

  test('20 rounds of a replacement racing a verification: never verified on a proof not seen', async () => {
    const admin = await h.admin();
    for (let round = 0; round < 20; round += 1) {
      const leader = await h.user();
      const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
      const seen = team.bukti_pembayaran_url as string;
      const [verified, replaced] = await Promise.all([
        decide(h, admin, team.id, { action: 'verify', bukti_pembayaran_url: seen }),
        replaceProof(h, leader),
      ]);
      const outcome = `${verified.statusCode}/${replaced.statusCode}`;
      expect(['200/409', '409/200']).toContain(outcome);
      const detail = await h.request('GET', `${R}/team/${team.id}`, { token: admin.token });
      const { payment_status: status, bukti_pembayaran_url: proof } = detail.json().Data;
      if (status === 'verified') expect(proof).toBe(seen);
      else expect(status).toBe('pending');
    }
  });
});
