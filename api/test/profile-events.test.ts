import { completeProfile, describeEachDb, R } from './support/harness';

describeEachDb('profile and events', (h) => {
  test('GET /profile/my answers the user fields with Data.role', async () => {
    const user = await h.user(null);
    const res = await h.request('GET', `${R}/profile/my`, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'participant',
      profile_has_updated: false,
      institusi: null,
    });
  });

  test('POST /profile/my saves the R3.5 payload and sets profile_has_updated', async () => {
    const user = await h.user(null);
    const res = await h.request('POST', `${R}/profile/my`, {
      token: user.token,
      body: completeProfile({ institusi: 'ITB' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      // An abbreviation on the institution list is saved as the canonical name (ADR 0012).
      institusi: 'Institut Teknologi Bandung',
      nim: '2201234567',
      major: 'Informatika',
      phone: '081234567890',
      profile_has_updated: true,
    });
    const again = await h.request('GET', `${R}/profile/my`, { token: user.token });
    expect(again.json().Data.profile_has_updated).toBe(true);
  });

  test('a NIM with letters, slashes, dots and dashes is saved; other characters get a 400', async () => {
    const user = await h.user(null);
    const saved = await h.request('POST', `${R}/profile/my`, {
      token: user.token,
      body: completeProfile({ nim: '21/123456/PA/12345' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Data.nim).toBe('21/123456/PA/12345');
    const refused = await h.request('POST', `${R}/profile/my`, {
      token: user.token,
      body: completeProfile({ nim: '21 123 #' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors).toEqual({
      nim: 'NIM hanya boleh berisi huruf, angka, garis miring (/), titik (.) dan tanda hubung (-)',
    });
    const tooLong = await h.request('POST', `${R}/profile/my`, {
      token: user.token,
      body: completeProfile({ nim: 'A'.repeat(31) }),
    });
    expect(tooLong.json().Errors).toEqual({ nim: 'NIM maksimal 30 karakter' });
  });

  test('profile validation answers per-field messages and writes nothing', async () => {
    const user = await h.user(null);
    const res = await h.request('POST', `${R}/profile/my`, {
      token: user.token,
      body: { name: '', phone: 'abc', socmed_document: 'not a link' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().Errors).sort()).toEqual([
      'institusi',
      'major',
      'name',
      'nim',
      'phone',
      'socmed_document',
    ]);
    const wrongType = await h.request('POST', `${R}/profile/my`, {
      token: user.token,
      body: completeProfile({ nim: 12345 as unknown as string }),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().Errors).toEqual({ nim: 'NIM harus berupa teks' });
    const after = await h.request('GET', `${R}/profile/my`, { token: user.token });
    expect(after.json().Data).toMatchObject({ profile_has_updated: false, nim: null });
  });

  test('GET /profile/events answers all three events, Unregistered by default, and id_team null', async () => {
    const user = await h.user(null);
    const res = await h.request('GET', `${R}/profile/events`, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Data: {
        events: [
          { name: 'Seminar', status: 'Unregistered', ticket: null },
          { name: 'Hackathon', status: 'Unregistered', ticket: null },
          { name: 'Competitive Programming', status: 'Unregistered', ticket: null },
        ],
        id_team: null,
      },
    });
  });

  test('events reflect a team registration and a seminar ticket', async () => {
    const user = await h.user();
    const team = await h.registerTeam(user, 'hackathon');
    expect(team.statusCode).toBe(201);
    expect(
      (await h.request('POST', `${R}/seminar/registration`, { token: user.token })).statusCode,
    ).toBe(201);
    const { Data } = (await h.request('GET', `${R}/profile/events`, { token: user.token })).json();
    expect(Data.id_team).toBe(team.json().Data.id);
    expect(Data.events[1]).toEqual({ name: 'Hackathon', status: 'Registered', ticket: null });
    expect(Data.events[2]).toEqual({
      name: 'Competitive Programming',
      status: 'Unregistered',
      ticket: null,
    });
    expect(Data.events[0]).toMatchObject({
      name: 'Seminar',
      status: 'Registered',
      ticket: { type: 'Seminar', ticket_id: expect.stringMatching(/^SEM-/) },
    });
  });

  test('a team member cannot move to another institution', async () => {
    const user = await h.user();
    expect((await h.registerTeam(user, 'competitive-programming')).statusCode).toBe(201);
    const res = await h.request('POST', `${R}/profile/my`, {
      token: user.token,
      body: completeProfile({ institusi: 'Another University' }),
    });
    expect(res.statusCode).toBe(409);
    const same = await h.request('POST', `${R}/profile/my`, {
      token: user.token,
      body: completeProfile({ institusi: ' universitas  indonesia ' }),
    });
    expect(same.statusCode).toBe(200);
  });

  test("GET /profile/events checks the token's sign-in in its one query: 401 after logout, for another user's family, and for no or a bad token", async () => {
    const user = await h.user(null);
    const other = await h.user(null);
    const events = (token?: string) => h.request('GET', `${R}/profile/events`, { token });
    const ok = await events(user.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Data.events.map((e: { name: string }) => e.name)).toEqual([
      'Seminar',
      'Hackathon',
      'Competitive Programming',
    ]);
    expect((await h.request('POST', `${R}/auth/logout`, { token: user.token })).statusCode).toBe(
      200,
    );
    const after = await events(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ Message: 'Silakan masuk terlebih dahulu' });
    // A token of one user naming the family of another (forged: signed with the real key).
    const claims = JSON.parse(Buffer.from(other.token.split('.')[1]!, 'base64url').toString());
    const forged = await h.app.ctx.tokens.sign(
      { sub: String(user.id), fid: claims.fid, token_type: 'access' },
      new Date(Date.now() + 60_000),
    );
    expect((await events(forged)).statusCode).toBe(401);
    expect((await events()).statusCode).toBe(401);
    expect((await events(`${other.token}x`)).statusCode).toBe(401);
    expect((await events(other.token)).statusCode).toBe(200);
  });
  test('requests that arrive together (one database round trip) each get their own answer', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data.id;
    const seminar = await h.user();
    const seat = await h.request('POST', `${R}/seminar/registration`, { token: seminar.token });
    expect(seat.statusCode).toBe(201);
    const ended = await h.user(null);
    await h.request('POST', `${R}/auth/logout`, { token: ended.token });
    const askers = [leader, seminar, ended, leader, seminar, ended, leader, seminar];
    const answers = await Promise.all(
      askers.map((user) => h.request('GET', `${R}/profile/events`, { token: user.token })),
    );
    answers.forEach((res, i) => {
      const user = askers[i]!;
      if (user === ended) return expect(res.statusCode).toBe(401);
      expect(res.statusCode).toBe(200);
      const { Data } = res.json();
      expect(Data.id_team).toBe(user === leader ? team : null);
      expect(Data.events[0].status).toBe(user === seminar ? 'Registered' : 'Unregistered');
      expect(Data.events[1].status).toBe(user === leader ? 'Registered' : 'Unregistered');
    });
  });
});
