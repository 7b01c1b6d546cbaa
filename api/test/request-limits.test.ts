import { describeEachDb, R, uniqueEmail, CONSENT } from './support/harness';

describeEachDb(
  'registration and join-code look-ups are rate-limited',
  (h) => {
    const register = (ip: string) =>
      h.request('POST', `${R}/auth/registration`, {
        body: {
          name: 'Budi',
          email: uniqueEmail(),
          password: 'password123',
          consent_version: CONSENT,
        },
        ip,
      });

    test('registrations per address: over the limit 429 with an Indonesian Message and Retry-After', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await register('198.51.100.60')).statusCode);
      const refused = await register('198.51.100.60');
      expect(codes).toEqual([201, 201, 201]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().Message).toMatch(
        /^Terlalu banyak permintaan\. Coba lagi dalam \d+ menit\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await register('198.51.100.61')).statusCode).toBe(201);
    });

    test('join codes: only misses count, counted before the search even in parallel', async () => {
      const leader = await h.user();
      const team = await h.registerTeam(leader, 'hackathon');
      const code = team.json().Data.join_code as string;
      const seeker = await h.user();
      const find = (joinCode: string) =>
        h.request('GET', `${R}/team/registration/find/${joinCode}`, { token: seeker.token });
      // Hits are given back: the budget is untouched by them.
      for (let i = 0; i < 5; i += 1) expect((await find(code)).statusCode).toBe(200);
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) => find(`ZZ${String(i).padStart(6, '0')}`)),
      );
      const codes = burst.map((res) => res.statusCode);
      expect(codes.filter((c) => c === 404)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(17);
      const refused = burst.find((res) => res.statusCode === 429)!;
      expect(refused.json().Message).toMatch(/^Terlalu banyak permintaan/);
      expect(refused.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
      // Joining by code draws on the same budget.
      const join = await h.request('POST', `${R}/team/registration/join/${code}`, {
        token: seeker.token,
      });
      expect(join.statusCode).toBe(429);
      // Someone else is not affected.
      const other = await h.user();
      const theirs = await h.request('GET', `${R}/team/registration/find/${code}`, {
        token: other.token,
      });
      expect(theirs.statusCode).toBe(200);
    });
  },
  () => ({ registerIpMax: 3, joinCodeMax: 3 }),
);
