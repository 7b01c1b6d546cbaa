import { queueMail } from '../src/core/mail/outbox';
import { A, describeEachDb, R, uniqueEmail, CONSENT } from './support/harness';
import type { Harness } from './support/harness';
import { mailConfig } from './support/mail';
import { rowFor } from './support/outbox';
import { TestSmtp } from './support/smtp';

const smtp = new TestSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

/** A notification-like mail without a one-time link, queued as the API would. */
async function queueNotice(h: Harness, to: string) {
  await queueMail(h.app.ctx, h.db, {
    userId: null,
    to,
    toName: 'Sari',
    template: 'member_joined',
    key: `member_joined:0:test-${to}`,
    content: {
      subject: 'Anggota baru bergabung',
      text: 'Rina bergabung dengan tim Anda. Buka https://gcw.example.ac.id/dashboard',
      html: '<p>Rina bergabung. <a href="https://gcw.example.ac.id/dashboard">Buka dasbor</a></p>',
    },
  });
  h.app.ctx.mail.wake();
}

const register = (h: Harness, email: string) =>
  h.request('POST', `${R}/auth/registration`, {
    body: { name: 'Budi', email, password: 'password123', consent_version: CONSENT },
  });

describeEachDb(
  'admin outbox: SMTP',
  (h) => {
    test('a mail a server accepted is "smtp"; its detail has text and HTML; a link mail keeps its link hidden', async () => {
      const admin = await h.admin();
      const to = uniqueEmail('notice');
      await queueNotice(h, to);
      await smtp.waitFor(to);
      const row = await rowFor(h, to, (s) => s === 'sent');
      expect(row.delivery).toBe('smtp');
      const list = await h.request('GET', `${A}/mails?search=${encodeURIComponent(to)}`, {
        token: admin.token,
      });
      expect(list.json().Data.items[0]).toMatchObject({
        id: row.id,
        state: 'sent',
        delivery: 'smtp',
        one_time_link: false,
      });
      const detail = await h.request('GET', `${A}/mails/${row.id}`, { token: admin.token });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().Data).toMatchObject({
        id: row.id,
        to,
        recipient_name: 'Sari',
        subject: 'Anggota baru bergabung',
        state: 'sent',
        delivery: 'smtp',
        body_shown: true,
        text: expect.stringContaining('Rina bergabung'),
        html: expect.stringContaining('<a href="https://gcw.example.ac.id/dashboard">'),
        message_id: row.messageId,
      });

      const student = uniqueEmail('secret');
      await register(h, student);
      const link = await rowFor(h, student, (s) => s === 'sent');
      const hidden = await h.request('GET', `${A}/mails/${link.id}`, { token: admin.token });
      expect(hidden.json().Data).toMatchObject({
        delivery: 'smtp',
        one_time_link: true,
        body_shown: false,
        text: null,
        html: null,
      });
    });

    test('resend queues a new row with the same content and a new Message-ID, audited; a link mail is refused', async () => {
      const admin = await h.admin();
      const to = uniqueEmail('again');
      await queueNotice(h, to);
      const [first] = await smtp.waitFor(to);
      const row = await rowFor(h, to, (s) => s === 'sent');
      const resent = await h.request('POST', `${A}/mails/${row.id}/resend`, {
        token: admin.token,
      });
      expect(resent.statusCode).toBe(201);
      const copy = resent.json().Data;
      expect(copy).toMatchObject({ to, subject: 'Anggota baru bergabung', state: 'pending' });
      expect(copy.id).not.toBe(row.id);
      const mails = await smtp.waitFor(to, 2);
      expect(mails[1]!.text).toBe(first!.text);
      expect(mails[1]!.messageId).not.toBe(first!.messageId);
      const audit = await h.request('GET', `${A}/audit-log?action=mail.resend`, {
        token: admin.token,
      });
      expect(audit.json().Data.items[0]).toMatchObject({
        admin_id: admin.id,
        target_type: 'mail',
        target_id: String(row.id),
        target_name: 'Anggota baru bergabung',
        detail: { to, subject: 'Anggota baru bergabung' },
      });

      const student = uniqueEmail('secret');
      await register(h, student);
      const link = await rowFor(h, student, (s) => s === 'sent');
      const refused = await h.request('POST', `${A}/mails/${link.id}/resend`, {
        token: admin.token,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().Message).toMatch(/tautan sekali pakai/);
    });

    test('a wrong id is 404, a non-numeric one 400, and a student is refused', async () => {
      const admin = await h.admin();
      const missing = await h.request('GET', `${A}/mails/999999`, { token: admin.token });
      expect([missing.statusCode, missing.json().Message]).toEqual([
        404,
        'E-mail tidak ditemukan.',
      ]);
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
        const res = await h.request('GET', `${A}/mails/${bad}`, { token: admin.token });
        expect([bad, res.statusCode, res.json().Message]).toEqual([
          bad,
          400,
          'ID e-mail harus berupa angka',
        ]);
      }
      expect(
        (await h.request('POST', `${A}/mails/abc/resend`, { token: admin.token })).statusCode,
      ).toBe(400);
      expect(
        (await h.request('POST', `${A}/mails/999999/resend`, { token: admin.token })).statusCode,
      ).toBe(404);
      const student = await h.user(null);
      for (const [method, url] of [
        ['GET', `${A}/mails/1`],
        ['POST', `${A}/mails/1/resend`],
      ] as const) {
        const res = await h.request(method, url, { token: student.token });
        expect([url, res.statusCode]).toEqual([url, 403]);
      }
    });
  },
  () => mailConfig(smtp),
);

describeEachDb(
  'admin outbox: a mail still pending',
  (h) => {
    test('is not resent (409) until it was sent or failed', async () => {
      await h.app.ctx.mail.stop();
      const admin = await h.admin();
      const to = uniqueEmail('waiting');
      await queueNotice(h, to);
      const row = await rowFor(h, to, () => true);
      expect(row.state).toBe('pending');
      const res = await h.request('POST', `${A}/mails/${row.id}/resend`, { token: admin.token });
      expect([res.statusCode, res.json().Message]).toEqual([
        409,
        'E-mail ini masih menunggu dikirim; kirim ulang setelah terkirim atau gagal.',
      ]);
      const detail = await h.request('GET', `${A}/mails/${row.id}`, { token: admin.token });
      expect(detail.json().Data).toMatchObject({ state: 'pending', delivery: null });
    });
  },
  () => mailConfig(smtp),
);

describeEachDb(
  'admin outbox: no SMTP_URL',
  (h) => {
    test('a stored mail is "file", keeps its link for the admin, and the link opened from the Outbox verifies the student', async () => {
      const admin = await h.admin();
      const email = uniqueEmail('stored');
      const created = await register(h, email);
      const student = created.json().Data;
      const row = await rowFor(h, email, (s) => s === 'sent');
      expect(row.delivery).toBe('file');
      const list = await h.request('GET', `${A}/mails?search=${encodeURIComponent(email)}`, {
        token: admin.token,
      });
      expect(list.json().Data.items[0]).toMatchObject({ state: 'sent', delivery: 'file' });
      const detail = (await h.request('GET', `${A}/mails/${row.id}`, { token: admin.token })).json()
        .Data;
      expect(detail).toMatchObject({ delivery: 'file', one_time_link: true, body_shown: true });
      const token = /\/auth\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(detail.text)![1]!;
      expect(detail.html).toContain(`verify-email?token=${token}`);
      const verified = await h.request('POST', `${R}/auth/email/verify`, { body: { token } });
      expect(verified.statusCode).toBe(200);
      const account = await h.request('GET', `${R}/profile/account`, {
        token: student.access_token,
      });
      expect(account.json().Data.email_verified).toBe(true);
    });
  },
  () => mailConfig(smtp, { smtpUrl: null }),
);
