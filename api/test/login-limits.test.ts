import { describeEachDb, R } from './support/harness';
import type { Harness } from './support/harness';
import { mailConfig } from './support/mail';
import { linkToken, TestSmtp } from './support/smtp';

const smtp = new TestSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

const login = (h: Harness, email: string, password: string, ip: string) =>
  h.request('POST', `${R}/auth/login`, { body: { email, password }, ip });

async function resetPassword(h: Harness, email: string, password: string) {
  const before = smtp.to(email).length;
  const asked = await h.request('POST', `${R}/auth/password/forgot`, {
    body: { email },
    ip: '10.200.0.1',
  });
  expect(asked.statusCode).toBe(202);
  let mail = smtp.to(email).find((m) => m.subject.startsWith('Atur ulang'));
  while (!mail) {
    await smtp.waitFor(email, Math.max(before, smtp.to(email).length) + 1);
    mail = smtp.to(email).find((m) => m.subject.startsWith('Atur ulang'));
  }
  const done = await h.request('POST', `${R}/auth/password/reset`, {
    body: { token: linkToken(mail, 'reset-password'), password },
    ip: '10.200.0.2',
  });
  expect(done.statusCode).toBe(200);
}

describeEachDb(
  'sign-in limits that hold',
  (h) => {
    test('50 parallel guesses from one address: exactly 5 passwords are checked, the rest 429', async () => {
      const user = await h.user(null);
      const burst = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          login(h, user.email, `wrong-password-${i}`, '198.51.100.7'),
        ),
      );
      const codes = burst.map((res) => res.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(45);
      const refused = burst.find((res) => res.statusCode === 429)!;
      expect(refused.json().Message).toMatch(/Terlalu banyak percobaan masuk/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    test("an attacker's failures never lock the owner's own address; a reset opens the attacker's too", async () => {
      const user = await h.user(null);
      for (let i = 0; i < 8; i += 1) await login(h, user.email, 'wrong-password', '198.51.100.8');
      expect((await login(h, user.email, 'password123', '198.51.100.8')).statusCode).toBe(429);
      expect((await login(h, user.email, 'password123', '192.0.2.10')).statusCode).toBe(200);
      // Owner and attacker behind one campus address: the owner resets and is in at once.
      await resetPassword(h, user.email, 'a-brand-new-password');
      expect((await login(h, user.email, 'a-brand-new-password', '198.51.100.8')).statusCode).toBe(
        200,
      );
    });

    test('guesses from many addresses share one budget; the owner keeps signing in from a known address', async () => {
      const user = await h.user(null);
      expect((await login(h, user.email, 'password123', '192.0.2.20')).statusCode).toBe(200);
      // 12 addresses × 2 guesses: 9 reach a password check, the owner's sign-in was the 10th.
      const codes: number[] = [];
      for (let a = 0; a < 12; a += 1) {
        for (let i = 0; i < 2; i += 1) {
          codes.push((await login(h, user.email, 'wrong-password', `203.0.113.${a}`)).statusCode);
        }
      }
      expect(codes.filter((c) => c === 401)).toHaveLength(9);
      expect((await login(h, user.email, 'password123', '203.0.113.99')).statusCode).toBe(429);
      expect((await login(h, user.email, 'password123', '192.0.2.20')).statusCode).toBe(200);
      await resetPassword(h, user.email, 'another-new-password');
      expect((await login(h, user.email, 'another-new-password', '203.0.113.99')).statusCode).toBe(
        200,
      );
    });

    test('a success clears the failures of its address', async () => {
      const user = await h.user(null);
      for (let i = 0; i < 4; i += 1) {
        expect((await login(h, user.email, 'wrong-password', '192.0.2.30')).statusCode).toBe(401);
      }
      expect((await login(h, user.email, 'password123', '192.0.2.30')).statusCode).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        expect((await login(h, user.email, 'wrong-password', '192.0.2.30')).statusCode).toBe(401);
      }
    });
  },
  () => ({
    ...mailConfig(smtp, { emailVerification: 'off' }),
    loginAccountMax: 5,
    loginAccountGlobalMax: 10,
    accountIpMax: 1000,
  }),
);

describeEachDb(
  'sign-in lockouts grow',
  (h) => {
    test('each further lockout of one account and address lasts twice the one before', async () => {
      const user = await h.user(null);
      const ip = '198.51.100.40';
      const spend = async () => {
        for (let i = 0; i < 2; i += 1) {
          expect((await login(h, user.email, 'wrong-password', ip)).statusCode).toBe(401);
        }
        return login(h, user.email, 'wrong-password', ip);
      };
      const first = await spend();
      expect(first.statusCode).toBe(429);
      expect(Number(first.headers['retry-after'])).toBe(2);
      // The student is told how long, in the Message and as seconds the page can use.
      expect(first.json()).toEqual({
        Message: 'Terlalu banyak percobaan masuk. Coba lagi dalam 2 detik.',
        RetryAfter: 2,
      });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const second = await spend();
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBe(4);
      // Still locked after the window itself has passed.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await login(h, user.email, 'password123', ip)).statusCode).toBe(429);
    });
  },
  () => ({ loginAccountMax: 2, loginWindowS: 2 }),
);
