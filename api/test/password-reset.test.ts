import { eq } from 'drizzle-orm';

import { accountTokens } from '../src/core/db/schema/account-tokens';
import { describeEachDb, R } from './support/harness';
import { mailConfig } from './support/mail';
import { linkToken, TestSmtp } from './support/smtp';

const smtp = new TestSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

describeEachDb(
  'password reset',
  (h) => {
    const forgot = (email: string, ip = '10.0.0.1') =>
      h.request('POST', `${R}/auth/password/forgot`, { body: { email }, ip });
    let n = 0;
    // Each call from its own client address: the per-address limit has its own test below.
    const reset = (token: string, password: string) =>
      h.request('POST', `${R}/auth/password/reset`, {
        body: { token, password },
        ip: `10.9.${(n += 1)}.1`,
      });
    const login = (email: string, password: string) =>
      h.request('POST', `${R}/auth/login`, { body: { email, password } });

    /** The nth reset mail to `email` (the verification mail may arrive before or after it). */
    async function resetMail(email: string, nth = 1, ip?: string) {
      expect((await forgot(email, ip)).statusCode).toBe(202);
      for (;;) {
        const resets = smtp.to(email).filter((m) => m.subject.startsWith('Atur ulang'));
        if (resets.length >= nth) return resets[nth - 1]!;
        await smtp.waitFor(email, smtp.to(email).length + 1);
      }
    }

    test('forgot → Indonesian mail with a link → new password; every sign-in of the account ends', async () => {
      const user = await h.user(null);
      const mail = await resetMail(user.email);
      expect(mail.subject).toBe('Atur ulang kata sandi akun GCW 2025');
      expect(mail.text).toContain('mengatur ulang kata sandi');
      expect(mail.html).toContain('Atur ulang kata sandi</a>');
      expect(mail.html).toContain('lang="id"');
      const token = linkToken(mail, 'reset-password');
      expect(mail.subject).not.toContain(token);
      expect(mail.text).toContain(`https://gcw.example.ac.id/auth/reset-password?token=${token}`);

      const done = await reset(token, 'brand-new-pass');
      expect(done.statusCode).toBe(200);
      expect(done.json().Data.message).toBe(
        'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.',
      );
      // The session from before the reset is dead: refresh and access token both refused.
      const refresh = await h.request('POST', `${R}/auth/refresh-token`, {
        body: { refresh_token: user.refresh },
      });
      expect(refresh.statusCode).toBe(401);
      expect((await h.request('GET', `${R}/profile/my`, { token: user.token })).statusCode).toBe(
        401,
      );
      expect((await login(user.email, 'password123')).statusCode).toBe(401);
      expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
      // The token is stored only as a hash.
      const rows = await h.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
      expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
    });

    test('an unknown address gets exactly the same answer and no mail', async () => {
      const user = await h.user(null);
      const known = await forgot(user.email, '10.0.0.2');
      const unknown = await forgot(`nobody.${Date.now()}@example.com`, '10.0.0.2');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json().Data.message).toMatch(/^Jika alamat tersebut terdaftar/);
      await smtp.waitFor(user.email, 2);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.mails.filter((m) => m.to.startsWith('nobody.'))).toEqual([]);
    });

    test('a reset spends every open reset link of the account, not only the one used', async () => {
      const user = await h.user(null);
      // From an address of its own: the per-address limit of the other tests stays theirs.
      const older = linkToken(await resetMail(user.email, 1, '10.0.7.1'), 'reset-password');
      const newer = linkToken(await resetMail(user.email, 2, '10.0.7.1'), 'reset-password');
      expect((await reset(newer, 'newest-pass-1')).statusCode).toBe(200);
      const late = await reset(older, 'older-pass-2');
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ Reason: 'used' });
      expect((await login(user.email, 'newest-pass-1')).statusCode).toBe(200);
    });

    test('a link used twice, expired or tampered is refused with its Reason and changes nothing', async () => {
      const user = await h.user(null);
      const token = linkToken(await resetMail(user.email), 'reset-password');
      expect((await reset(token, 'first-new-pass')).statusCode).toBe(200);
      const again = await reset(token, 'second-new-pass');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        Reason: 'used',
        Message: expect.stringMatching(/sudah pernah dipakai/),
      });

      const expiredToken = linkToken(await resetMail(user.email, 2), 'reset-password');
      await h.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.userId, user.id));
      const expired = await reset(expiredToken, 'third-new-pass');
      expect(expired.json()).toMatchObject({
        Reason: 'expired',
        Message: expect.stringMatching(/kedaluwarsa/),
      });

      const tampered = await reset(`${token.slice(0, -2)}AA`, 'fourth-new-pass');
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json().Reason).toBe('invalid');
      expect((await reset('short', 'fourth-new-pass')).json().Reason).toBe('invalid');
      expect((await login(user.email, 'first-new-pass')).statusCode).toBe(200);
    });

    test('bad input: 400 with an Indonesian Message, never 500', async () => {
      const short = await reset('x'.repeat(43), 'short');
      expect(short.statusCode).toBe(400);
      expect(short.json().Message).toBe('Kata sandi minimal 8 karakter');
      const noEmail = await h.request('POST', `${R}/auth/password/forgot`, {
        body: { email: 'no' },
      });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().Message).toBe('Masukkan alamat email yang valid');
      const wrongType = await h.request('POST', `${R}/auth/password/reset`, {
        body: { token: 5 },
        ip: '10.8.0.1',
      });
      expect(wrongType.statusCode).toBe(400);
    });

    test('flooding one address: 429 with a clear message, at most 3 reset mails an hour', async () => {
      const user = await h.user(null);
      for (let i = 0; i < 3; i += 1)
        expect((await forgot(user.email, `10.1.0.${i}`)).statusCode).toBe(202);
      const fourth = await forgot(user.email, '10.1.0.9');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().Message).toMatch(
        /^Terlalu banyak permintaan\. Coba lagi dalam \d+ menit\.$/,
      );
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      await smtp.waitFor(user.email, 4);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.to(user.email).filter((m) => m.subject.startsWith('Atur ulang'))).toHaveLength(3);
    });

    test('flooding from one client address: 429 whatever the e-mail', async () => {
      const answers = [];
      for (let i = 0; i < 5; i += 1)
        answers.push((await forgot(`flood${i}.${Date.now()}@example.com`, '10.2.0.1')).statusCode);
      expect(answers).toEqual([202, 202, 202, 202, 429]);
    });
  },
  () => mailConfig(smtp, { accountIpMax: 4 }),
);
