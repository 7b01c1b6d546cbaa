import { TEAM_NOT_FOUND } from '../src/features/teams/errors';
import { describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';
import { multipart, PDF } from './support/multipart';

interface Team {
  id: number;
  join_code: string;
  leader_id: number;
  member_count: number;
  team_name: string;
  members: { id: number; is_leader: boolean }[];
}

async function teamOf(h: Harness, size: number): Promise<{ team: Team; people: Session[] }> {
  const leader = await h.user();
  const team: Team = (await h.registerTeam(leader, 'hackathon')).json().Data;
  const people = [leader];
  for (let i = 1; i < size; i += 1) {
    const member = await h.user();
    const res = await h.request('POST', `${R}/team/registration/join/${team.join_code}`, {
      token: member.token,
    });
    expect(res.statusCode).toBe(200);
    people.push(member);
  }
  return { team, people };
}

const remove = (h: Harness, by: Session, teamId: number, who: number) =>
  h.request('DELETE', `${R}/team/${teamId}/members/${who}`, { token: by.token });
const handOver = (h: Harness, by: Session, teamId: number, to: number) =>
  h.request('POST', `${R}/team/${teamId}/leader`, { token: by.token, body: { user_id: to } });
const read = (h: Harness, s: Session, teamId: number) =>
  h.request('GET', `${R}/team/${teamId}`, { token: s.token });
const replaceProof = (h: Harness, by: Session) =>
  h.request('POST', `${R}/team/payment`, {
    token: by.token,
    ...multipart(
      {},
      { field: 'bukti_pembayaran', name: 'p.pdf', type: 'application/pdf', bytes: PDF },
    ),
  });
const bell = async (h: Harness, s: Session) =>
  (await h.request('GET', `${R}/notifications`, { token: s.token })).json().Data;

describeEachDb('team management', (h) => {
  test('the leader renames the team; a member or a bad name is refused', async () => {
    const { team, people } = await teamOf(h, 2);
    const [leader, member] = people as [Session, Session];
    const renamed = await h.request('PATCH', `${R}/team/${team.id}`, {
      token: leader.token,
      body: { team_name: '  Tim Baru  ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().Data.team_name).toBe('Tim Baru');
    const byMember = await h.request('PATCH', `${R}/team/${team.id}`, {
      token: member.token,
      body: { team_name: 'Tim Anggota' },
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().Message).toBe('Hanya ketua tim yang dapat mengubah tim ini');
    const tooShort = await h.request('PATCH', `${R}/team/${team.id}`, {
      token: leader.token,
      body: { team_name: 'a' },
    });
    expect(tooShort.statusCode).toBe(400);
    const stranger = await h.user();
    const byStranger = await h.request('PATCH', `${R}/team/${team.id}`, {
      token: stranger.token,
      body: { team_name: 'Tim Asing' },
    });
    expect(byStranger.statusCode).toBe(404);
    expect((await read(h, leader, team.id)).json().Data.team_name).toBe('Tim Baru');
  });

  test('a new join code: the old one finds and joins nothing, the new one works', async () => {
    const { team, people } = await teamOf(h, 1);
    const fresh = await h.request('POST', `${R}/team/${team.id}/join-code`, {
      token: people[0]!.token,
    });
    expect(fresh.statusCode).toBe(200);
    const code = fresh.json().Data.join_code;
    expect(code).not.toBe(team.join_code);
    const joiner = await h.user();
    const old = await h.request('POST', `${R}/team/registration/join/${team.join_code}`, {
      token: joiner.token,
    });
    expect(old.statusCode).toBe(404);
    expect(old.json().Message).toBe(TEAM_NOT_FOUND);
    expect(
      (await h.request('GET', `${R}/profile/events`, { token: joiner.token })).json().Data,
    ).toMatchObject({ id_team: null });
    const found = await h.request('GET', `${R}/team/registration/find/${team.join_code}`, {
      token: joiner.token,
    });
    expect(found.statusCode).toBe(404);
    const joined = await h.request('POST', `${R}/team/registration/join/${code}`, {
      token: joiner.token,
    });
    expect(joined.statusCode).toBe(200);
  });

  test('a removed member is told, frees the place, and their old token can no longer read the team', async () => {
    const { team, people } = await teamOf(h, 3);
    const [leader, member, other] = people as [Session, Session, Session];
    expect((await read(h, member, team.id)).statusCode).toBe(200);
    const res = await remove(h, leader, team.id, member.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.member_count).toBe(2);
    expect(res.json().Data.members.map((m: { id: number }) => m.id)).not.toContain(member.id);
    const stale = await read(h, member, team.id);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().Message).toBe(
      'Anda bukan anggota tim ini, jadi detail tim tidak dapat ditampilkan.',
    );
    // Nor act on it: the old session is no member any more.
    const rename = await h.request('PATCH', `${R}/team/${team.id}`, {
      token: member.token,
      body: { team_name: 'Diambil Alih' },
    });
    expect(rename.statusCode).toBe(404);
    expect(rename.json().Message).toBe(TEAM_NOT_FOUND);
    const events = (await h.request('GET', `${R}/profile/events`, { token: member.token })).json()
      .Data;
    expect(events.id_team).toBeNull();
    const [notice] = (await bell(h, member)).items;
    expect(notice).toMatchObject({
      kind: 'member_removed',
      title: `Anda dikeluarkan dari tim ${team.team_name}`,
    });
    // The removed member may join another team at once; the rest of the team is untouched.
    expect((await h.registerTeam(member, 'competitive-programming')).statusCode).toBe(201);
    expect((await read(h, other, team.id)).statusCode).toBe(200);
    expect((await remove(h, leader, team.id, leader.id)).statusCode).toBe(400);
    expect((await remove(h, leader, team.id, member.id)).statusCode).toBe(404);
    expect((await remove(h, other, team.id, leader.id)).statusCode).toBe(403);
  });

  test('removing is refused once the payment is verified', async () => {
    const { team, people } = await teamOf(h, 2);
    const admin = await h.admin();
    await h.verifyPayment(admin, team.id);
    const res = await remove(h, people[0]!, team.id, people[1]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(
      'Anggota tidak dapat dikeluarkan setelah pembayaran tim diverifikasi',
    );
    expect((await read(h, people[1]!, team.id)).json().Data.member_count).toBe(2);
  });

  test('handing over: the new leader is told and leads; the old one is an ordinary member', async () => {
    const { team, people } = await teamOf(h, 2);
    const [leader, member] = people as [Session, Session];
    const res = await handOver(h, leader, team.id, member.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.leader_id).toBe(member.id);
    expect((await bell(h, member)).items[0]).toMatchObject({ kind: 'leader_changed' });
    expect((await remove(h, leader, team.id, member.id)).statusCode).toBe(403);
    expect((await handOver(h, member, team.id, 999_999)).statusCode).toBe(404);
    expect((await handOver(h, member, team.id, member.id)).statusCode).toBe(400);
    const bad = await h.request('POST', `${R}/team/${team.id}/leader`, {
      token: member.token,
      body: { user_id: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
  });

  test('only the leader replaces the payment proof: a member gets 403 and the proof stays', async () => {
    const { team, people } = await teamOf(h, 2);
    const [leader, member] = people as [Session, Session];
    const before = (await read(h, leader, team.id)).json().Data.bukti_pembayaran_url;
    const refused = await replaceProof(h, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(
      'Hanya ketua tim yang dapat mengganti bukti pembayaran. Minta ketua tim Anda untuk mengunggahnya.',
    );
    expect((await read(h, leader, team.id)).json().Data.bukti_pembayaran_url).toBe(before);
    expect((await replaceProof(h, leader)).statusCode).toBe(200);
    // After a hand-over the new leader may, the old one may not.
    expect((await handOver(h, leader, team.id, member.id)).statusCode).toBe(200);
    expect((await replaceProof(h, leader)).statusCode).toBe(403);
    expect((await replaceProof(h, member)).statusCode).toBe(200);
  });

  test('two leaders removing each other at once: one wins, the team stays whole', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { team, people } = await teamOf(h, 3);
      const [a, b] = people as [Session, Session];
      // a hands over to b while a removes b and b removes a: the team row's lock orders them.
      const results = await Promise.all([
        handOver(h, a, team.id, b.id),
        remove(h, b, team.id, a.id),
        remove(h, a, team.id, b.id),
      ]);
      const codes = results.map((r) => r.statusCode);
      for (const code of codes) expect([200, 403, 404]).toContain(code);
      const admin = await h.admin();
      const after = (await h.request('GET', `${R}/team/${team.id}`, { token: admin.token })).json()
        .Data as Team;
      expect(after.members).toHaveLength(after.member_count);
      expect(after.members.filter((m) => m.is_leader)).toHaveLength(1);
      expect(after.members.map((m) => m.id)).toContain(after.leader_id);
      // Never both removed, and every removal that answered 200 really happened (none half-done).
      const left = [a.id, b.id].filter((id) => after.members.some((m) => m.id === id));
      expect(left.length).toBeGreaterThanOrEqual(1);
      const removed = [results[1]!, results[2]!].filter((r) => r.statusCode === 200).length;
      expect(after.member_count).toBe(3 - removed);
      expect(removed).toBeLessThanOrEqual(1);
    }
  });
});
