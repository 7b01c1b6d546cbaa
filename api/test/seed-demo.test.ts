import { and, count, eq, isNull, like, ne } from 'drizzle-orm';

import { announcements } from '../src/core/db/schema/announcements';
import { seminarTickets } from '../src/core/db/schema/events';
import { institutions } from '../src/core/db/schema/institutions';
import { teams } from '../src/core/db/schema/teams';
import { users } from '../src/core/db/schema/users';
import { LocalFileStore } from '../src/core/storage/local-file-store';
import { seedDemo } from '../src/scripts/seed';
import { TEAM_STATES } from '../src/scripts/seed-teams';
import { A, describeEachDb, R } from './support/harness';

describeEachDb('seed:demo', (h) => {
  const options = { students: 80, teams: 18, seminar: 20, password: 'password123', tag: 'demo' };
  const total = async (table: typeof users | typeof teams | typeof seminarTickets) =>
    (await h.db.select({ n: count() }).from(table))[0]!.n;

  test('runs twice without failing or duplicating anything', async () => {
    const store = new LocalFileStore(h.config.uploadDir);
    const first = await seedDemo(h.db, store, options);
    expect(first).toMatchObject({ students: 80, teams: 18, announcements: 3, settingsSections: 3 });
    const before = [await total(users), await total(teams), await total(seminarTickets)];
    const second = await seedDemo(h.db, store, options);
    expect(second).toMatchObject({ students: 80, teams: 0, announcements: 0, settingsSections: 0 });
    expect(second.userIds).toEqual(first.userIds);
    expect([await total(users), await total(teams), await total(seminarTickets)]).toEqual(before);
    expect((await h.db.select().from(announcements)).length).toBe(3);
  });

  test('every team past Registered has a verified payment, and each state has teams', async () => {
    const wrong = await h.db
      .select({ id: teams.id })
      .from(teams)
      .where(and(ne(teams.status, 'Registered'), ne(teams.paymentStatus, 'verified')));
    expect(wrong).toEqual([]);
    for (const state of TEAM_STATES) {
      const [row] = await h.db
        .select({ n: count() })
        .from(teams)
        .where(and(eq(teams.status, state.status), eq(teams.paymentStatus, state.payment)));
      expect([state, row!.n > 0]).toEqual([state, true]);
    }
  });

  test('a demo student sees the announcement for everyone on the home', async () => {
    const login = await h.request('POST', `${R}/auth/login`, {
      body: { email: 'demo.student0@demo.gcw.local', password: 'password123' },
    });
    const token = login.json().Data.access_token;
    const mine = (await h.request('GET', `${R}/announcements`, { token })).json().Data;
    expect(mine.map((a: { title: string }) => a.title)).toContain('Selamat datang di GCW');
  });

  test('accounts and teams point at canonical institutions; the event has dates and a seminar', async () => {
    const demo = like(users.email, 'demo.student%@demo.gcw.local');
    expect(
      await h.db
        .select({ id: users.id })
        .from(users)
        .where(and(demo, isNull(users.institutionId))),
    ).toEqual([]);
    expect(
      await h.db.select({ id: teams.id }).from(teams).where(isNull(teams.institutionId)),
    ).toEqual([]);
    // The stored name is the canonical one of the id, for accounts and teams alike.
    const mismatched = await h.db
      .select({ id: teams.id })
      .from(teams)
      .innerJoin(institutions, eq(institutions.id, teams.institutionId))
      .where(ne(teams.institusi, institutions.name));
    expect(mismatched).toEqual([]);
    const settings = (await h.request('GET', `${R}/settings`)).json().Data;
    expect(settings.hackathon.registration.closes_at).toEqual(expect.any(String));
    expect(settings.hackathon.bank_account).toEqual({
      bank: 'BNI',
      number: '0123456789',
      holder: 'Panitia GCW',
    });
    expect(settings.seminar).toMatchObject({ venue: 'Auditorium Fakultas Ilmu Komputer' });
    expect(settings.seminar.capacity).toBeGreaterThanOrEqual(20);
    expect(Date.parse(settings.seminar.cancel_until)).toBeLessThan(
      Date.parse(settings.seminar.starts_at),
    );
  });

  test("a third run keeps an admin's change of the settings", async () => {
    const admin = await h.admin();
    const before = (await h.request('GET', `${A}/settings`, { token: admin.token })).json().Data;
    const saved = await h.request('PUT', `${A}/settings/seminar`, {
      token: admin.token,
      body: { ...before.seminar, venue: 'Aula Barat' },
    });
    expect(saved.statusCode).toBe(200);
    await seedDemo(h.db, new LocalFileStore(h.config.uploadDir), options);
    expect((await h.request('GET', `${R}/settings`)).json().Data.seminar.venue).toBe('Aula Barat');
  });
});
