import { eq } from 'drizzle-orm';

import { users } from '../src/core/db/schema/users';
import { A, describeEachDb, R, uniqueEmail, CONSENT } from './support/harness';
import type { Harness, Session } from './support/harness';
import { mailConfig } from './support/mail';
import { linkToken, TestSmtp } from './support/smtp';

const smtp = new TestSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

const verify = (h: Harness, token: string) =>
  h.request('POST', `${R}/auth/email/verify`, { body: { token } });
const account = async (h: Harness, s: Session) =>
  (await h.request('GET', `${R}/profile/account`, { token: s.token })).json().Data;

describeEachDb(
  'e-mail verification (required)',
  (h) => {
    test('a new account gets an Indonesian verification mail; until verified no team, no join, no seminar', async () => {
      const student = await h.user();
      const [mail] = await smtp.waitFor(student.email);
      expect(mail!.subject).toBe('Verifikasi alamat e-mail Anda untuk GCW 2025');
      expect(mail!.text).toContain('Verifikasi alamat e-mail ini');
      expect(mail!.html).toContain('Verifikasi e-mail</a>');
      expect(await account(h, student)).toEqual({
        email: student.email,
        email_verified: false,
        pending_email: null,
        verification_required: true,
      });
      const refused = `Verifikasi alamat e-mail Anda terlebih dahulu. Buka tautan yang kami kirim ke ${student.email}, atau kirim ulang dari halaman profil.`;
      const team = await h.registerTeam(student, 'hackathon');
      expect([team.statusCode, team.json().Message]).toEqual([403, refused]);
      const seminar = await h.request('POST', `${R}/seminar/registration`, {
        token: student.token,
      });
      expect([seminar.statusCode, seminar.json().Message]).toEqual([403, refused]);

      const verified = await verify(h, linkToken(mail!, 'verify-email'));
      expect(verified.statusCode).toBe(200);
      expect(verified.json().Data).toEqual({ email: student.email, email_verified: true });
      expect((await account(h, student)).email_verified).toBe(true);
      const created = await h.registerTeam(student, 'hackathon');
      expect(created.statusCode).toBe(201);

      // Joining is gated the same way, and opens once verified.
      const joiner = await h.user();
      const join = () =>
        h.request('POST', `${R}/team/registration/join/${created.json().Data.join_code}`, {
          token: joiner.token,
        });
      expect((await join()).statusCode).toBe(403);
      const [joinerMail] = await smtp.waitFor(joiner.email);
      expect((await verify(h, linkToken(joinerMail!, 'verify-email'))).statusCode).toBe(200);
      expect((await join()).statusCode).toBe(200);
    });

    test('a link opened twice answers used; resend sends a new link, then 429 after 3 mails an hour', async () => {
      const student = await h.user(null);
      const [first] = await smtp.waitFor(student.email);
      const resend = () => h.request('POST', `${R}/auth/email/resend`, { token: student.token });
      const again = await resend();
      expect(again.statusCode).toBe(202);
      expect(again.json().Data.message).toContain(student.email);
      expect((await resend()).statusCode).toBe(202);
      const flood = await resend();
      expect(flood.statusCode).toBe(429);
      expect(flood.json().Message).toMatch(/^Terlalu banyak permintaan/);
      const mails = await smtp.waitFor(student.email, 3);
      expect(new Set(mails.map((m) => linkToken(m, 'verify-email'))).size).toBe(3);
      expect((await verify(h, linkToken(mails[2]!, 'verify-email'))).statusCode).toBe(200);
      // Verifying spends every other open link of the account.
      const old = await verify(h, linkToken(first!, 'verify-email'));
      expect([old.statusCode, old.json().Reason]).toEqual([400, 'used']);
      const done = await resend();
      expect([done.statusCode, done.json().Message]).toEqual([
        409,
        'Alamat e-mail Anda sudah terverifikasi.',
      ]);
    });

    test('changing the address: the new one is verified first and only then replaces the old', async () => {
      const student = await h.user(null);
      const newEmail = uniqueEmail('moved');
      const change = (body: object) =>
        h.request('POST', `${R}/profile/email`, { token: student.token, body });
      const wrong = await change({ new_email: newEmail, password: 'not-my-password' });
      expect([wrong.statusCode, wrong.json().Message]).toEqual([400, 'Kata sandi salah.']);
      expect((await change({ new_email: newEmail })).statusCode).toBe(400);
      expect((await change({ new_email: student.email, password: 'password123' })).statusCode).toBe(
        400,
      );
      const asked = await change({ new_email: newEmail.toUpperCase(), password: 'password123' });
      expect(asked.statusCode).toBe(202);
      expect(asked.json().Data).toMatchObject({ email: student.email, pending_email: newEmail });
      const [mail] = await smtp.waitFor(newEmail);
      expect(mail!.subject).toBe('Konfirmasi alamat e-mail baru untuk GCW 2025');
      const me = await h.request('GET', `${R}/profile/my`, { token: student.token });
      expect(me.json().Data.email).toBe(student.email);

      expect((await verify(h, linkToken(mail!, 'verify-email'))).json().Data).toEqual({
        email: newEmail,
        email_verified: true,
      });
      expect(await account(h, student)).toMatchObject({
        email: newEmail,
        email_verified: true,
        pending_email: null,
      });
      const login = await h.request('POST', `${R}/auth/login`, {
        body: { email: newEmail, password: 'password123' },
      });
      expect(login.statusCode).toBe(200);
    });

    test('a stolen session guessing the password to move the address: 10 parallel guesses, exactly 3 checked', async () => {
      const student = await h.user(null);
      const guesses = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          h.request('POST', `${R}/profile/email`, {
            token: student.token,
            body: { new_email: uniqueEmail('thief'), password: `tebakan-${n}` },
          }),
        ),
      );
      const codes = guesses.map((g) => g.statusCode);
      expect(codes.filter((c) => c === 400)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(7);
      expect(guesses.find((g) => g.statusCode === 429)!.json().Message).toMatch(
        /^Terlalu banyak permintaan/,
      );
      // The right password waits out the window too: the budget was spent, not the password.
      const right = await h.request('POST', `${R}/profile/email`, {
        token: student.token,
        body: { new_email: uniqueEmail('thief'), password: 'password123' },
      });
      expect(right.statusCode).toBe(429);
      expect(await account(h, student)).toMatchObject({
        email: student.email,
        pending_email: null,
      });
    });

    test('an address taken between the request and the link: 409 at verification, nothing changed', async () => {
      const student = await h.user(null);
      const wanted = uniqueEmail('wanted');
      await h.request('POST', `${R}/profile/email`, {
        token: student.token,
        body: { new_email: wanted, password: 'password123' },
      });
      const [mail] = await smtp.waitFor(wanted);
      await h.request('POST', `${R}/auth/registration`, {
        body: { name: 'Cepat', email: wanted, password: 'password123', consent_version: CONSENT },
      });
      const late = await verify(h, linkToken(mail!, 'verify-email'));
      expect([late.statusCode, late.json().Message]).toEqual([
        409,
        'Alamat e-mail ini sudah dipakai akun lain.',
      ]);
      expect((await account(h, student)).email).toBe(student.email);
    });

    test("admin: resend a verification (audited) and see the user's mail history", async () => {
      const admin = await h.admin();
      const student = await h.user(null);
      await smtp.waitFor(student.email);
      const resent = await h.request('POST', `${A}/users/${student.id}/resend-verification`, {
        token: admin.token,
      });
      expect(resent.statusCode).toBe(202);
      await smtp.waitFor(student.email, 2);
      const history = await h.request('GET', `${A}/users/${student.id}/mails`, {
        token: admin.token,
      });
      expect(history.json().Data).toMatchObject({ total: 2, page: 1, page_size: 20 });
      expect(history.json().Data.items[0]).toMatchObject({
        to: student.email,
        template: 'email_verification',
        user_id: student.id,
      });
      const audit = await h.request('GET', `${A}/audit-log?action=user.resend_verification`, {
        token: admin.token,
      });
      expect(audit.json().Data.items[0]).toMatchObject({
        target_id: String(student.id),
        admin_id: admin.id,
      });
      expect(
        (await h.request('GET', `${A}/users/999999/mails`, { token: admin.token })).json().Data
          .total,
      ).toBe(0);
      expect(
        (await h.request('POST', `${A}/users/999999/resend-verification`, { token: admin.token }))
          .statusCode,
      ).toBe(404);
    });

    test('an admin marks an address verified: reason required, audited, the student notified; twice is 409', async () => {
      const admin = await h.admin();
      const student = await h.user();
      const [mail] = await smtp.waitFor(student.email);
      const mark = (body: object, token = admin.token, id = student.id) =>
        h.request('POST', `${A}/users/${id}/verify-email`, { token, body });
      for (const [body, message] of [
        [{}, 'Alasan wajib diisi'],
        [{ reason: '   ' }, 'Alasan wajib diisi'],
        [{ reason: 'ok' }, 'Alasan minimal 5 karakter'],
        [{ reason: 'x'.repeat(501) }, 'Alasan maksimal 500 karakter'],
      ] as const) {
        const res = await mark(body);
        expect([res.statusCode, res.json().Message]).toEqual([400, message]);
      }
      const reason = 'Mahasiswa datang ke sekretariat membawa KTM; e-mail tidak sampai.';
      expect((await mark({ reason }, student.token)).statusCode).toBe(403);
      expect((await mark({ reason }, admin.token, 999999)).statusCode).toBe(404);
      const before = await h.request('GET', `${A}/users/${student.id}`, { token: admin.token });
      expect(before.json().Data).toMatchObject({ email_verified: false, pending_email: null });

      const done = await mark({ reason: `  ${reason}  ` });
      expect(done.statusCode).toBe(200);
      expect(done.json().Data.message).toBe(
        `Alamat e-mail ${student.email} ditandai terverifikasi.`,
      );
      expect((await account(h, student)).email_verified).toBe(true);
      const after = await h.request('GET', `${A}/users/${student.id}`, { token: admin.token });
      expect(after.json().Data.email_verified).toBe(true);
      // The gate opens at once, and the link in the mail is spent.
      expect((await h.registerTeam(student, 'hackathon')).statusCode).toBe(201);
      const old = await verify(h, linkToken(mail!, 'verify-email'));
      expect([old.statusCode, old.json().Reason]).toEqual([400, 'used']);

      const audit = await h.request('GET', `${A}/audit-log?action=user.verify_email`, {
        token: admin.token,
      });
      expect(audit.json().Data.items[0]).toMatchObject({
        admin_id: admin.id,
        target_type: 'user',
        target_id: String(student.id),
        detail: { email: student.email, reason },
      });
      const bell = await h.request('GET', `${R}/notifications`, { token: student.token });
      expect(bell.json().Data.items[0]).toMatchObject({
        kind: 'email_verified',
        title: 'Alamat e-mail Anda telah diverifikasi',
        body: expect.stringContaining(
          `Panitia telah memverifikasi alamat e-mail Anda (${student.email})`,
        ),
        link: '/dashboard/profile',
        read_at: null,
      });

      const again = await mark({ reason });
      expect([again.statusCode, again.json().Message]).toEqual([
        409,
        'Alamat e-mail pengguna ini sudah terverifikasi.',
      ]);
    });

    test('the seeded admin is verified', async () => {
      const admin = await h.admin();
      expect((await account(h, admin)).email_verified).toBe(true);
      const [row] = await h.db.select().from(users).where(eq(users.id, admin.id));
      expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    });
  },
  () => mailConfig(smtp),
);

describeEachDb(
  'e-mail verification off',
  (h) => {
    test('EMAIL_VERIFICATION=off: the mail still goes out, but nothing waits for it', async () => {
      const student = await h.user();
      await smtp.waitFor(student.email);
      expect((await account(h, student)).verification_required).toBe(false);
      expect((await account(h, student)).email_verified).toBe(false);
      expect((await h.registerTeam(student, 'competitive-programming')).statusCode).toBe(201);
    });
  },
  () => mailConfig(smtp, { emailVerification: 'off' }),
);
