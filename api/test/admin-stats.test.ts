import type { AdminStats } from '@gcw/shared/contract';
import { eq, sql } from 'drizzle-orm';

import { files } from '../src/core/db/schema/files';
import { teams } from '../src/core/db/schema/teams';
import { lastDays } from '../src/features/admin-stats/registrations';
import { A, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';
import { setSeminar } from './support/settings';

const stats = async (h: Harness, admin: Session): Promise<AdminStats> => {
  const res = await h.request('GET', `${A}/stats`, { token: admin.token });
  expect(res.statusCode).toBe(200);
  return res.json().Data;
};

describeEachDb('admin stats', (h) => {
  test('admins only', async () => {
    expect((await h.request('GET', `${A}/stats`)).statusCode).toBe(401);
    const student = await h.user();
    expect((await h.request('GET', `${A}/stats`, { token: student.token })).statusCode).toBe(403);
  });

  test('each chart counts what happened, by day, stage, wait, seat and institution', async () => {
    const admin = await h.admin();
    // Two ITB teams (the alias lands on the canonical name), one UI seminar student.
    const itb = { institusi: 'ITB' };
    const hackLeader = await h.user(itb);
    const hack = (await h.registerTeam(hackLeader, 'hackathon')).json().Data;
    await h.request('POST', `${R}/team/registration/join/${hack.join_code}`, {
      token: (await h.user(itb)).token,
    });
    const cpLeader = await h.user(itb);
    const cp = (await h.registerTeam(cpLeader, 'competitive-programming')).json().Data;
    await h.verifyPayment(admin, cp.id);
    await h.request('POST', `${A}/teams/${cp.id}/status`, {
      token: admin.token,
      body: { status: 'Stage-1' },
    });
    // The hackathon proof has waited four days.
    const [row] = await h.db.select().from(teams).where(eq(teams.id, hack.id));
    await h.db
      .update(files)
      .set({ createdAt: sql`now() - interval '4 days'` })
      .where(eq(files.id, row!.paymentFileId!));
    await setSeminar(h, { capacity: 10 });
    const seminarStudent = await h.user({ institusi: 'Universitas Indonesia' });
    await h.request('POST', `${R}/seminar/registration`, { token: seminarStudent.token });
    const gone = await h.user({ institusi: 'Universitas Indonesia' });
    await h.request('POST', `${R}/seminar/registration`, { token: gone.token });
    await h.request('DELETE', `${R}/seminar/registration`, { token: gone.token });
    await h.user({ institusi: 'Universitas Gadjah Mada' }); // no event: not a participant

    const data = await stats(h, admin);
    const days = data.registrations_per_day;
    expect(days.map((d) => d.day)).toEqual(lastDays(Date.now()));
    // Every account of this file's fresh database was made today: 1 + 6 students, no admin.
    expect(days.at(-1)).toEqual({
      day: lastDays(Date.now()).at(-1),
      accounts: 7,
      teams: 2,
      seminar: 2,
    });
    expect(days.slice(0, -1).every((d) => d.accounts + d.teams + d.seminar === 0)).toBe(true);

    expect(data.teams_by_stage).toEqual([
      { event_type: 'competitive-programming', status: 'Stage-1', payment: 'verified', teams: 1 },
      { event_type: 'hackathon', status: 'Registered', payment: 'pending', teams: 1 },
    ]);
    expect(data.payments_waiting).toEqual([
      {
        event_type: 'hackathon',
        under_1_day: 0,
        from_1_to_3_days: 0,
        from_3_to_7_days: 1,
        over_7_days: 0,
        oldest_since: expect.any(String),
      },
      {
        event_type: 'competitive-programming',
        under_1_day: 0,
        from_1_to_3_days: 0,
        from_3_to_7_days: 0,
        over_7_days: 0,
        oldest_since: null,
      },
    ]);
    const waited = Date.now() - Date.parse(data.payments_waiting[0]!.oldest_since!);
    expect(waited / 86_400_000).toBeCloseTo(4, 1);
    expect(data.seminar_seats).toEqual({
      taken: 1,
      checked_in: 0,
      cancelled: 1,
      capacity: 10,
      left: 9,
    });
    expect(data.top_institutions).toEqual([
      { institution: 'Institut Teknologi Bandung', participants: 3 },
      { institution: 'Universitas Indonesia', participants: 1 },
    ]);
  });

  test('registrations fall on the WIB day: 23:30 UTC is already the next day in Jakarta', () => {
    const days = lastDays(Date.parse('2025-07-19T23:30:00Z'), 2);
    expect(days).toEqual(['2025-07-19', '2025-07-20']);
  });
});
