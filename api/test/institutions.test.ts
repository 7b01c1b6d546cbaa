import { eq } from 'drizzle-orm';

import { auditLog } from '../src/core/db/schema/audit';
import { teams } from '../src/core/db/schema/teams';
import { users } from '../src/core/db/schema/users';
import { ensureInstitutions } from '../src/features/institutions/seed';
import { A, R, describeEachDb } from './support/harness';
import type { Harness, Session } from './support/harness';

const search = async (h: Harness, who: Session, q: string) =>
  (
    await h.request('GET', `${R}/institutions?q=${encodeURIComponent(q)}`, { token: who.token })
  ).json().Data as { id: number; name: string; aliases: string[] }[];

const profile = async (h: Harness, who: Session) =>
  (await h.request('GET', `${R}/profile/my`, { token: who.token })).json().Data;

const join = (h: Harness, who: Session, code: string) =>
  h.request('POST', `${R}/team/registration/join/${code}`, { token: who.token });

async function teamOf(h: Harness, institusi: string) {
  const leader = await h.user({ institusi });
  const res = await h.registerTeam(leader, 'hackathon');
  expect(res.statusCode).toBe(201);
  return { leader, team: res.json().Data as { id: number; join_code: string; institusi: string } };
}

describeEachDb('institutions', (h) => {
  test('search matches names and aliases by prefix, without case or accents; exact alias first', async () => {
    const me = await h.user();
    expect((await search(h, me, 'itb'))[0]).toMatchObject({
      name: 'Institut Teknologi Bandung',
      aliases: ['ITB'],
    });
    expect((await search(h, me, 'UI'))[0]?.name).toBe('Universitas Indonesia');
    expect((await search(h, me, 'Gádjah'))[0]?.name).toBe('Universitas Gadjah Mada');
    expect((await search(h, me, 'bandung')).map((i) => i.name)).toContain(
      'Institut Teknologi Bandung',
    );
    expect(await search(h, me, 'zzzz no such')).toEqual([]);
    expect((await h.request('GET', `${R}/institutions?q=itb`)).statusCode).toBe(401);
  });

  test('a profile saved with an alias stores the canonical institution and shows its name', async () => {
    const me = await h.user({ institusi: '  itb ' });
    expect((await profile(h, me)).institusi).toBe('Institut Teknologi Bandung');
    const [row] = await h.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.institutionId).toBe((await search(h, me, 'ITB'))[0]?.id);
  });

  test("ITB joins the team of Institut Teknologi Bandung; another campus is refused, naming the team's", async () => {
    const { team } = await teamOf(h, 'Institut Teknologi Bandung');
    const alias = await h.user({ institusi: 'ITB' });
    expect((await join(h, alias, team.join_code)).statusCode).toBe(200);
    const other = await h.user({ institusi: 'UGM' });
    const refused = await join(h, other, team.join_code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      Message:
        'Semua anggota tim harus berasal dari institusi yang sama, dan institusi di profil Anda berbeda dengan institusi tim ini.',
      Errors: { institusi: 'This team belongs to Institut Teknologi Bandung' },
    });
  });

  test('a picked institution_id wins; an unknown id is refused', async () => {
    const me = await h.user();
    const [ugm] = await search(h, me, 'UGM');
    const { completeProfile } = await import('./support/harness');
    const ok = await h.request('POST', `${R}/profile/my`, {
      token: me.token,
      body: { ...completeProfile(), institusi: 'whatever', institution_id: ugm!.id },
    });
    expect(ok.json().Data.institusi).toBe('Universitas Gadjah Mada');
    const bad = await h.request('POST', `${R}/profile/my`, {
      token: me.token,
      body: { ...completeProfile(), institution_id: 999_999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual({
      institution_id: 'Institusi yang dipilih tidak ditemukan. Pilih lagi dari daftar.',
    });
  });

  test('names on no list: joined by the same text only, queued for admins with counts', async () => {
    const { team } = await teamOf(h, 'Politeknik Contoh Nusantara');
    const same = await h.user({ institusi: 'politeknik  contoh nusantara' });
    expect((await join(h, same, team.join_code)).statusCode).toBe(200);
    const admin = await h.admin();
    const queue = await h.request('GET', `${A}/institutions/unmatched`, { token: admin.token });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().Data).toContainEqual({
      key: 'politeknik contoh nusantara',
      name: expect.any(String),
      variants: ['Politeknik Contoh Nusantara', 'politeknik contoh nusantara'],
      users: 2,
      teams: 1,
    });
    const student = await h.user();
    expect(
      (await h.request('GET', `${A}/institutions/unmatched`, { token: student.token })).statusCode,
    ).toBe(403);
  });

  test('merging an unmatched name re-points its profiles and teams, audited; into itself is refused', async () => {
    const { leader, team } = await teamOf(h, 'Univ Tel Kom');
    const admin = await h.admin();
    const me = await h.user();
    const [telu] = await search(h, me, 'Telkom University');
    const merged = await h.request('POST', `${A}/institutions/merge`, {
      token: admin.token,
      body: { key: 'univ tel kom', into_id: telu!.id },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().Data).toMatchObject({ users: 1, teams: 1, institution: { id: telu!.id } });
    expect((await profile(h, leader)).institusi).toBe('Telkom University');
    const [row] = await h.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row).toMatchObject({ institutionId: telu!.id, institusi: 'Telkom University' });
    // The alias now matches a newcomer, who may join.
    const newcomer = await h.user({ institusi: 'Univ Tel-Kom' });
    expect((await join(h, newcomer, team.join_code)).statusCode).toBe(200);
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'institution.merge'));
    expect(audit.at(-1)).toMatchObject({ adminId: admin.id, targetId: String(telu!.id) });

    const again = await h.request('POST', `${A}/institutions/merge`, {
      token: admin.token,
      body: { key: 'univ tel kom', into_id: telu!.id },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe('Institusi tidak dapat digabungkan ke dirinya sendiri.');
    const self = await h.request('POST', `${A}/institutions/merge`, {
      token: admin.token,
      body: { from_id: telu!.id, into_id: telu!.id },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().Message).toBe('Institusi tidak dapat digabungkan ke dirinya sendiri.');
  });

  test('adding an institution from the queue matches its students; a duplicate institution merges away', async () => {
    const { leader } = await teamOf(h, 'Institut Sains Kepulauan');
    const admin = await h.admin();
    const added = await h.request('POST', `${A}/institutions`, {
      token: admin.token,
      body: {
        name: 'Institut Sains Kepulauan Riau',
        aliases: ['ISKR'],
        key: 'institut sains kepulauan',
      },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().Data).toMatchObject({ users: 1, teams: 1 });
    expect((await profile(h, leader)).institusi).toBe('Institut Sains Kepulauan Riau');
    const dup = await h.request('POST', `${A}/institutions`, {
      token: admin.token,
      body: { name: 'ISKR' },
    });
    expect(dup.statusCode).toBe(409);
    const copy = await h.request('POST', `${A}/institutions`, {
      token: admin.token,
      body: { name: 'ISK Riau Duplikat' },
    });
    const copyId = copy.json().Data.institution.id;
    const student = await h.user({ institusi: 'ISK Riau Duplikat' });
    const merged = await h.request('POST', `${A}/institutions/merge`, {
      token: admin.token,
      body: { from_id: copyId, into_id: added.json().Data.institution.id },
    });
    expect(merged.json().Data).toMatchObject({ users: 1, teams: 0 });
    expect((await profile(h, student)).institusi).toBe('Institut Sains Kepulauan Riau');
    // A restart seeds again without bringing anything merged back or failing.
    await ensureInstitutions(h.db);
    expect((await search(h, student, 'ISK Riau Duplikat'))[0]?.name).toBe(
      'Institut Sains Kepulauan Riau',
    );
  });

  test('profiles saved as free text before the list existed are matched at start', async () => {
    const me = await h.user({ institusi: 'Somewhere Else' });
    await h.db
      .update(users)
      .set({ institusi: 'Unpad', institutionId: null })
      .where(eq(users.id, me.id));
    await ensureInstitutions(h.db);
    expect((await profile(h, me)).institusi).toBe('Universitas Padjadjaran');
  });

  test('a profile institution change racing a join never leaves a member of another campus', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { team } = await teamOf(h, 'Universitas Brawijaya');
      const me = await h.user({ institusi: 'UB' });
      const { completeProfile } = await import('./support/harness');
      const [joined, saved] = await Promise.all([
        join(h, me, team.join_code),
        h.request('POST', `${R}/profile/my`, {
          token: me.token,
          body: completeProfile({ institusi: 'Universitas Airlangga' }),
        }),
      ]);
      const [row] = await h.db.select().from(users).where(eq(users.id, me.id));
      const member = joined.statusCode === 200;
      expect(member ? row?.institusi : 'n/a').toBe(member ? 'Universitas Brawijaya' : 'n/a');
      expect(member && saved.statusCode === 200).toBe(false);
    }
  });
});
