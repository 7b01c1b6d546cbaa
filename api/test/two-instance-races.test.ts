import { completeProfile, R, uniqueEmail, CONSENT } from './support/harness';
import { multipart, PNG } from './support/multipart';
import { TwoInstances } from './support/two-instances';

/**
 * The goal "0 rule violations in 50-way races on two instances": the team rules hold when
 * the racing requests are spread over two API servers on one PostgreSQL, each with its own pool.
 */
describe('rules under 50-way races across two API instances', () => {
  const two = new TwoInstances('database', { registerIpMax: 100_000, joinCodeMax: 100_000 });
  beforeAll(() => two.start(), 60_000);
  afterAll(() => two.stop(), 60_000);

  let made = 0;
  /** A student with a complete profile, made through instance n % 2. */
  async function student(n: number, institusi = 'Universitas Indonesia') {
    made += 1;
    const res = await two.post(
      n,
      `${R}/auth/registration`,
      {
        name: 'Peserta Balapan',
        email: uniqueEmail(),
        password: 'password123',
        consent_version: CONSENT,
      },
      `10.20.${made >> 8}.${made & 255}`,
    );
    expect(res.statusCode).toBe(201);
    const token = res.json().Data.access_token as string;
    const saved = await two.inject(n + 1, {
      method: 'POST',
      url: `${R}/profile/my`,
      headers: { authorization: `Bearer ${token}` },
      payload: completeProfile({ institusi, nim: `22${String(made).padStart(8, '0')}` }),
    });
    expect(saved.statusCode).toBe(200);
    return { token, id: res.json().Data.user.id as number };
  }

  function registerTeam(n: number, token: string, eventType: string) {
    const form = multipart(
      { team_name: `Tim Balapan ${n}`, supervisor: 'Dr. Budi', supervisor_nidn: '0012345678' },
      { field: 'bukti_pembayaran', name: 'proof.png', type: 'image/png', bytes: PNG },
    );
    return two.inject(n, {
      method: 'POST',
      url: `${R}/team/registration/${eventType}`,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
  }

  const events = async (n: number, token: string) =>
    (
      await two.inject(n, {
        method: 'GET',
        url: `${R}/profile/events`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().Data as { events: { name: string; status: string }[]; id_team: number | null };

  test('50 joins through both into a Hackathon team with 4 free places: exactly 4 get in', async () => {
    const leader = await student(0);
    const created = await registerTeam(0, leader.token, 'hackathon');
    expect(created.statusCode).toBe(201);
    const team = created.json().Data as { id: number; join_code: string };
    const joiners = await Promise.all(Array.from({ length: 50 }, (_, n) => student(n)));
    const answers = await Promise.all(
      joiners.map((j, n) =>
        two.inject(n, {
          method: 'POST',
          url: `${R}/team/registration/join/${team.join_code}`,
          headers: { authorization: `Bearer ${j.token}` },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 409)).toHaveLength(46);
    // Both instances let someone in or turned someone away: the lock is the database's, not a server's.
    const admittedBy = new Set(codes.flatMap((c, n) => (c === 200 ? [n % 2] : [])));
    const refusedBy = new Set(codes.flatMap((c, n) => (c === 409 ? [n % 2] : [])));
    expect(admittedBy.size + refusedBy.size).toBeGreaterThanOrEqual(3);

    const detail = await two.inject(1, {
      method: 'GET',
      url: `${R}/team/${team.id}`,
      headers: { authorization: `Bearer ${leader.token}` },
    });
    const members = detail.json().Data.members as { id: number }[];
    expect(members).toHaveLength(5);
    const admitted = joiners.filter((_, n) => codes[n] === 200).map((j) => j.id);
    expect(members.map((m) => m.id).sort()).toEqual([leader.id, ...admitted].sort());
    // A refused student holds no team and no registration.
    const refused = joiners.find((_, n) => codes[n] === 409)!;
    expect((await events(0, refused.token)).id_team).toBeNull();
  }, 120_000);

  test('25 students registering Hackathon on one instance and CP on the other at once: one each', async () => {
    const students = await Promise.all(Array.from({ length: 25 }, (_, n) => student(n)));
    const answers = await Promise.all(
      students.flatMap((s, n) => [
        registerTeam(n, s.token, 'hackathon'),
        registerTeam(n + 1, s.token, 'competitive-programming'),
      ]),
    );
    for (let n = 0; n < students.length; n += 1) {
      const pair = [answers[2 * n]!.statusCode, answers[2 * n + 1]!.statusCode].sort();
      expect(pair).toEqual([201, 409]);
      const registered = (await events(n, students[n]!.token)).events.filter(
        (e) => e.status === 'Registered',
      );
      expect(registered).toHaveLength(1);
    }
  }, 120_000);
});
