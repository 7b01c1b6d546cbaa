import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { mailOutbox } from '../src/core/db/schema/mail';
import { users } from '../src/core/db/schema/users';
import { queueMail } from '../src/core/mail/outbox';
import { MailWorker } from '../src/core/mail/worker';
import { A, describeEachDb, R, uniqueEmail, CONSENT } from './support/harness';
import type { Harness } from './support/harness';
import { mailConfig } from './support/mail';
import { rowFor } from './support/outbox';
import { TestSmtp } from './support/smtp';

const smtp = new TestSmtp();
let closedPort = 0;
beforeAll(async () => {
  await smtp.start();
  // A port that was free a moment ago and has nobody listening: SMTP "down".
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => smtp.stop());

const register = (h: Harness, email: string, name = 'Budi') =>
  h.request('POST', `${R}/auth/registration`, {
    body: { name, email, password: 'password123', consent_version: CONSENT },
  });

describeEachDb(
  'mail delivery',
  (h) => {
    test('a retry after a timeout resends with the same Message-ID (at least once, never a new id)', async () => {
      const email = uniqueEmail('slow');
      smtp.delayNext(2500); // longer than SMTP_TIMEOUT_MS: the client gives up after the server got it
      expect((await register(h, email)).statusCode).toBe(201);
      const copies = await smtp.waitFor(email, 2);
      const row = await rowFor(h, email, (s) => s === 'sent');
      // At least two attempts: on a busy machine the retry may time out too, and a third goes.
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(new Set(copies.map((m) => m.messageId))).toEqual(new Set([row.messageId]));
      expect(row.messageId).toMatch(/^<outbox\.\d+\.\d+@gcw\.local>$/);
    });

    test('CR/LF in a name cannot add a header or a recipient (To name and Subject)', async () => {
      const email = uniqueEmail('inject');
      const evil = 'Ana\r\nBcc: evil@example.com\r\nSubject: hacked';
      // Refused at the door: a name is one line.
      const refused = await register(h, email, evil);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe('Nama berisi karakter yang tidak diizinkan');
      // Harmless in a mail all the same when such a name is stored (an account from before the rule).
      const res = await register(h, email);
      expect(res.statusCode).toBe(201);
      await smtp.waitFor(email);
      await h.db.update(users).set({ name: evil }).where(eq(users.email, email));
      const resent = await h.request('POST', `${R}/auth/email/resend`, {
        token: res.json().Data.access_token,
      });
      expect(resent.statusCode).toBe(202);
      const mail = (await smtp.waitFor(email, 2))[1];
      expect(mail!.envelopeTo).toEqual([email]);
      expect(mail!.parsed.headers.has('bcc')).toBe(false);
      expect(mail!.raw).not.toMatch(/\r\n(Bcc|Subject: hacked)/i);
      expect(mail!.subject).toBe('Verifikasi alamat e-mail Anda untuk GCW 2025');
      const to = mail!.parsed.to as { value: { name: string; address: string }[] };
      expect(to.value).toEqual([
        { name: 'Ana Bcc: evil@example.com Subject: hacked', address: email },
      ]);
      expect(smtp.to('evil@example.com')).toEqual([]);
    });

    test('the same idempotency key queues one mail, however often it is triggered', async () => {
      const mail = {
        userId: null,
        to: 'twice@example.com',
        toName: null,
        template: 'member_joined',
        key: `member_joined:0:test-${Date.now()}`,
        content: { subject: 'x', text: 'x', html: '<p>x</p>' },
      };
      expect(await queueMail(h.app.ctx, h.db, mail)).toBe(true);
      expect(await queueMail(h.app.ctx, h.db, mail)).toBe(false);
      const rows = await h.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.idempotencyKey, mail.key));
      expect(rows).toHaveLength(1);
    });

    test('a link mail is blanked in the database once sent', async () => {
      const email = uniqueEmail('blank');
      await register(h, email);
      const row = await rowFor(h, email, (s) => s === 'sent');
      expect(row.text).not.toContain('token=');
      expect(row.html).not.toContain('token=');
      expect(row.delivery).toBe('smtp');
    });
  },
  () => mailConfig(smtp),
);

describeEachDb(
  'mail delivery: SMTP down',
  (h) => {
    test('registration still succeeds; the mail is retried, then failed and visible to the admin', async () => {
      const email = uniqueEmail('down');
      expect((await register(h, email)).statusCode).toBe(201);
      const row = await rowFor(h, email, (s) => s !== 'pending');
      expect(row).toMatchObject({ state: 'failed', attempts: 3, sentAt: null });
      const admin = await h.admin();
      const list = await h.request(
        'GET',
        `${A}/mails?state=failed&search=${encodeURIComponent(email)}`,
        {
          token: admin.token,
        },
      );
      expect(list.json().Data.total).toBe(1);
      expect(list.json().Data.items[0]).toMatchObject({
        to: email,
        state: 'failed',
        attempts: 3,
        last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
      });
      const bad = await h.request('GET', `${A}/mails?state=lost`, { token: admin.token });
      expect(bad.statusCode).toBe(400);
    });
  },
  () => mailConfig(smtp, { smtpUrl: `smtp://127.0.0.1:${closedPort}` }),
);

describeEachDb(
  'mail delivery: a crash between commit and send',
  (h) => {
    test('the committed mail stays pending and a new worker sends it', async () => {
      await h.app.ctx.mail.stop(); // the process "dies" right after its commits
      const email = uniqueEmail('crash');
      expect((await register(h, email)).statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.to(email)).toEqual([]);
      expect((await rowFor(h, email, () => true)).state).toBe('pending');
      const restarted = new MailWorker(h.db, h.config, h.app.log);
      restarted.start();
      try {
        await smtp.waitFor(email);
        expect((await rowFor(h, email, (s) => s === 'sent')).attempts).toBe(1);
      } finally {
        await restarted.stop();
      }
    });
  },
  () => mailConfig(smtp),
);

describeEachDb(
  'mail delivery: no SMTP_URL',
  (h) => {
    test('each mail is written as DATA_DIR/outbox/<id>.eml and marked stored on the server, its link kept for the admin', async () => {
      const email = uniqueEmail('eml');
      await register(h, email);
      const row = await rowFor(h, email, (s) => s === 'sent');
      // Nobody received it: "file", not "smtp", and the admin reads the link in the Outbox.
      expect(row.delivery).toBe('file');
      expect(row.text).toContain('/auth/verify-email?token=');
      const file = path.join(h.config.dataDir, 'outbox', `${row.id}.eml`);
      expect(existsSync(file)).toBe(true);
      const parsed = await simpleParser(readFileSync(file));
      expect(parsed.subject).toBe('Verifikasi alamat e-mail Anda untuk GCW 2025');
      expect(parsed.messageId).toBe(row.messageId);
      expect(parsed.text).toContain('https://gcw.example.ac.id/auth/verify-email?token=');
      expect(typeof parsed.html).toBe('string');
    });
  },
  () => mailConfig(smtp, { smtpUrl: null }),
);
