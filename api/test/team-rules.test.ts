import { eq } from 'drizzle-orm';

import { eventRegistrations } from '../src/core/db/schema/events';
import { teams } from '../src/core/db/schema/teams';
import { JOIN_CODE_LENGTH, newJoinCode } from '../src/features/teams/join-code';
import { describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';

async function fill(
  h: Harness,
  joinCode: string,
  count: number,
  institusi = 'Universitas Indonesia',
): Promise<Session[]> {
  const members: Session[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await h.user({ institusi });
    const res = await h.request('POST', `${R}/team/registration/join/${joinCode}`, {
      token: member.token,
    });
    expect(res.statusCode).toBe(200);
    members.push(member);
  }
  return members;
}

describeEachDb('team rules', (h) => {
  test('registration answers the team with a join code; find and join work by that code', async () => {
    const leader = await h.user();
    const res = await h.registerTeam(leader, 'competitive-programming', { team_name: 'Byte Me' });
    expect(res.statusCode).toBe(201);
    const team = res.json().Data;
    expect(team).toMatchObject({
      team_name: 'Byte Me',
      event_type: 'competitive-programming',
      leader_id: leader.id,
      member_count: 1,
      max_members: 3,
      status: 'Registered',
      payment_status: 'pending',
    });
    expect(team.join_code).toMatch(new RegExp(`^[A-Z2-9]{${JOIN_CODE_LENGTH}}$`));
    expect(team.bukti_pembayaran_url).toMatch(/^\/api\/v1\/gcw\/resources\/files\//);
    const found = await h.request('GET', `${R}/team/registration/find/${team.join_code}`, {
      token: leader.token,
    });
    expect(found.json().Data).toMatchObject({
      id: team.id,
      team_name: 'Byte Me',
      member_count: 1,
      max_members: 3,
      is_full: false,
    });
    const member = await h.user();
    const joined = await h.request(
      'POST',
      `${R}/team/registration/join/${team.join_code.toLowerCase()}`,
      { token: member.token },
    );
    expect(joined.statusCode).toBe(200);
    expect(joined.json().Data.members.map((m: { id: number }) => m.id)).toEqual([
      leader.id,
      member.id,
    ]);
  });

  test('Competitive Programming teams take at most 3 members', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'competitive-programming')).json().Data;
    await fill(h, team.join_code, 2);
    const extra = await h.user();
    const res = await h.request('POST', `${R}/team/registration/join/${team.join_code}`, {
      token: extra.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      Message: 'Tim ini sudah penuh: jumlah anggota sudah mencapai batas maksimal.',
    });
  });

  test('Hackathon teams take at most 5 members', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    await fill(h, team.join_code, 4);
    const extra = await h.user();
    const res = await h.request('POST', `${R}/team/registration/join/${team.join_code}`, {
      token: extra.token,
    });
    expect(res.statusCode).toBe(409);
    const [row] = await h.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row?.memberCount).toBe(5);
  });

  test('one competition per person: a team member can neither register nor join another competition', async () => {
    const leader = await h.user();
    expect((await h.registerTeam(leader, 'hackathon')).statusCode).toBe(201);
    const second = await h.registerTeam(leader, 'competitive-programming');
    expect(second.statusCode).toBe(409);
    expect(second.json().Message).toBe(
      'Anda sudah terdaftar di sebuah kompetisi. Satu peserta hanya boleh mengikuti satu kompetisi (Hackathon atau Competitive Programming).',
    );
    const other = await h.user();
    const cp = (await h.registerTeam(other, 'competitive-programming')).json().Data;
    const join = await h.request('POST', `${R}/team/registration/join/${cp.join_code}`, {
      token: leader.token,
    });
    expect(join.statusCode).toBe(409);
  });

  test('one competition per person holds in the database itself', async () => {
    const user = await h.user();
    await h.db.insert(eventRegistrations).values({ userId: user.id, event: 'Hackathon' });
    await expect(
      h.db.insert(eventRegistrations).values({ userId: user.id, event: 'Competitive Programming' }),
    ).rejects.toThrow();
  });

  test('all members come from one institution', async () => {
    const leader = await h.user({ institusi: 'Institut Teknologi Bandung' });
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    const outsider = await h.user({ institusi: 'Universitas Gadjah Mada' });
    const res = await h.request('POST', `${R}/team/registration/join/${team.join_code}`, {
      token: outsider.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(
      'Semua anggota tim harus berasal dari institusi yang sama, dan institusi di profil Anda berbeda dengan institusi tim ini.',
    );
    const insider = await h.user({ institusi: 'institut teknologi  bandung' });
    expect(
      (
        await h.request('POST', `${R}/team/registration/join/${team.join_code}`, {
          token: insider.token,
        })
      ).statusCode,
    ).toBe(200);
  });

  test('the seminar is individual: no team can be registered for it', async () => {
    const user = await h.user();
    const res = await h.registerTeam(user, 'seminar');
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/Kompetisi tidak dikenal/);
  });

  test('a complete profile is needed to register or join a team', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    const incomplete = await h.user(null);
    const register = await h.registerTeam(incomplete, 'competitive-programming');
    expect(register.statusCode).toBe(403);
    expect(register.json()).toEqual({
      Message: 'Lengkapi profil Anda terlebih dahulu sebelum mendaftar.',
    });
    const join = await h.request('POST', `${R}/team/registration/join/${team.join_code}`, {
      token: incomplete.token,
    });
    expect(join.statusCode).toBe(403);
  });

  test('join codes come from a CSPRNG: unique, full alphabet, and a wrong code finds nothing', async () => {
    const codes = new Set(Array.from({ length: 5000 }, () => newJoinCode()));
    expect(codes.size).toBe(5000);
    const chars = new Set([...codes].join(''));
    expect(chars.size).toBe(31);
    const user = await h.user();
    expect(
      (await h.request('GET', `${R}/team/registration/find/AAAAAAAAAA`, { token: user.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await h.request('POST', `${R}/team/registration/join/AAAAAAAAAA`, { token: user.token }))
        .statusCode,
    ).toBe(404);
  });

  test('a leader leaving hands over to the earliest-joined member; the last member leaving deletes the team', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    const [first, second] = await fill(h, team.join_code, 2);
    const left = await h.request('POST', `${R}/team/leave`, { token: leader.token });
    expect(left.json().Data).toEqual({
      id_team: null,
      team_deleted: false,
      new_leader_id: first!.id,
    });
    const detail = (await h.request('GET', `${R}/team/${team.id}`, { token: second!.token })).json()
      .Data;
    expect(detail).toMatchObject({ leader_id: first!.id, member_count: 2 });
    const events = (await h.request('GET', `${R}/profile/events`, { token: leader.token })).json()
      .Data;
    expect(events.id_team).toBeNull();
    expect(events.events[1].status).toBe('Unregistered');
    expect(
      (await h.request('POST', `${R}/team/leave`, { token: first!.token })).json().Data
        .team_deleted,
    ).toBe(false);
    expect(
      (await h.request('POST', `${R}/team/leave`, { token: second!.token })).json().Data
        .team_deleted,
    ).toBe(true);
    expect(await h.db.select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    expect((await h.request('POST', `${R}/team/leave`, { token: second!.token })).statusCode).toBe(
      404,
    );
    // Free again: the former leader can now register for the other competition.
    expect((await h.registerTeam(leader, 'competitive-programming')).statusCode).toBe(201);
  });

  test('statuses are only the five of R4.1, in the database too', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    await expect(
      h.db.update(teams).set({ status: 'Stage-3' }).where(eq(teams.id, team.id)),
    ).rejects.toThrow();
    await expect(
      h.db
        .update(eventRegistrations)
        .set({ status: 'Winner' })
        .where(eq(eventRegistrations.userId, leader.id)),
    ).rejects.toThrow();
    await expect(
      h.db.update(teams).set({ memberCount: 6 }).where(eq(teams.id, team.id)),
    ).rejects.toThrow();
  });
});

describeEachDb('team concurrency', (h) => {
  test('20 simultaneous joins into a team with one free place: exactly one succeeds', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'competitive-programming')).json().Data;
    await fill(h, team.join_code, 1);
    const joiners = await Promise.all(Array.from({ length: 20 }, () => h.user()));
    const results = await Promise.all(
      joiners.map((j) =>
        h.request('POST', `${R}/team/registration/join/${team.join_code}`, { token: j.token }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const [row] = await h.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row?.memberCount).toBe(3);
  });

  test('one person registering Hackathon and Competitive Programming at the same instant: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = await h.user();
      const results = await Promise.all([
        h.registerTeam(user, 'hackathon'),
        h.registerTeam(user, 'competitive-programming'),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const events = (await h.request('GET', `${R}/profile/events`, { token: user.token })).json()
        .Data.events;
      expect(events.filter((e: { status: string }) => e.status === 'Registered')).toHaveLength(1);
    }
  });
});
