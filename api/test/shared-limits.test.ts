import { R, uniqueEmail, CONSENT } from './support/harness';
import { redisAnswers, TwoInstances } from './support/two-instances';

const stores: ('redis' | 'database')[] = redisAnswers() ? ['redis', 'database'] : ['database'];
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe.each(stores)('limits exact across two API instances [%s store]', (store) => {
  const two = new TwoInstances(store, {
    loginIpMax: 60,
    loginAccountMax: 5,
    registerIpMax: 4,
    accountMailMax: 3,
  });
  beforeAll(() => two.start(), 60_000);
  afterAll(() => two.stop(), 60_000);

  async function account(ip: string) {
    const email = uniqueEmail();
    const res = await two.post(
      0,
      `${R}/auth/registration`,
      {
        name: 'Ani',
        email,
        password: 'password123',
        consent_version: CONSENT,
      },
      ip,
    );
    expect(res.statusCode).toBe(201);
    return email;
  }

  test('50 parallel guesses through both: exactly 5 passwords checked', async () => {
    const email = await account('198.51.100.1');
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        two.post(n, `${R}/auth/login`, { email, password: `wrong-guess-${n}` }, '198.51.100.2'),
      ),
    );
    const codes = statuses(burst);
    expect(count(codes, 401)).toBe(5);
    expect(count(codes, 429)).toBe(45);
    // Both instances refused some: neither kept a budget of its own.
    const refusedBy = burst.flatMap((res, n) => (res.statusCode === 429 ? [n % 2] : []));
    expect(new Set(refusedBy).size).toBe(2);
  });

  test('the per-address sign-in limit: 70 parallel attempts through both, exactly 60 let in', async () => {
    // Google sign-in attempts count against the address too, and fail fast (no key set here).
    const burst = await Promise.all(
      Array.from({ length: 70 }, (_, n) =>
        two.post(n, `${R}/auth/validate-google-id-token`, { google_id_token: 'x' }, '198.51.100.3'),
      ),
    );
    expect(count(statuses(burst), 401)).toBe(60);
    expect(count(statuses(burst), 429)).toBe(10);
  });

  test('registrations per address: 12 parallel through both, exactly 4 accounts', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        two.post(
          n,
          `${R}/auth/registration`,
          {
            name: 'Ani',
            email: uniqueEmail(),
            password: 'password123',
            consent_version: CONSENT,
          },
          '198.51.100.4',
        ),
      ),
    );
    expect(count(statuses(burst), 201)).toBe(4);
    expect(count(statuses(burst), 429)).toBe(8);
  });

  test('reset requests for one address: 8 parallel through both, exactly 3 accepted', async () => {
    const email = await account('198.51.100.5');
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        two.post(n, `${R}/auth/password/forgot`, { email }, `203.0.113.${n}`),
      ),
    );
    expect(count(statuses(burst), 202)).toBe(3);
    expect(count(statuses(burst), 429)).toBe(5);
  });
});
