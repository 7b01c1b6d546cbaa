import { eq } from 'drizzle-orm';

import { announcementRecipients, announcements } from '../src/core/db/schema/announcements';
import { notifications } from '../src/core/db/schema/notifications';
import { fanOut } from '../src/features/announcements/fan-out';
import { A, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';
import { mailConfig } from './support/mail';
import { TestSmtp } from './support/smtp';

const smtp = new TestSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

const SCRIPT = '<script>alert("x")</script> & <b>tebal</b>';

const draft = (h: Harness, admin: Session, body: Record<string, unknown>) =>
  h.request('POST', `${A}/announcements`, { token: admin.token, body });
/** Saves a draft and sends it, as the admin does after the confirmation; answers the send. */
const send = async (h: Harness, admin: Session, body: Record<string, unknown>) => {
  const saved = await draft(h, admin, body);
  if (saved.statusCode !== 201) return saved;
  const id = saved.json().Data.id as number;
  return h.request('POST', `${A}/announcements/${id}/send`, { token: admin.token });
};
const bell = async (h: Harness, s: Session) =>
  (await h.request('GET', `${R}/notifications`, { token: s.token })).json().Data;
const home = async (h: Harness, s: Session) =>
  (await h.request('GET', `${R}/announcements`, { token: s.token })).json().Data;

describeEachDb(
  'announcements',
  (h) => {
    let admin: Session;
    let hacker: Session;
    let coder: Session;
    let loner: Session;
    let hackTeam: number;

    beforeAll(async () => {
      admin = await h.admin();
      hacker = await h.user();
      coder = await h.user();
      loner = await h.user();
      hackTeam = (await h.registerTeam(hacker, 'hackathon')).json().Data.id;
      await h.registerTeam(coder, 'competitive-programming');
    });

    test('to everyone: each student gets the bell, the home and a mail; script stays text', async () => {
      const res = await send(h, admin, { title: 'Jadwal final', body: SCRIPT, audience: 'all' });
      expect(res.statusCode).toBe(200);
      expect(res.json().Data).toMatchObject({
        title: 'Jadwal final',
        audience: 'all',
        event: null,
        state: 'sent',
      });
      await h.app.ctx.background.settle();
      for (const who of [hacker, coder, loner]) {
        expect((await bell(h, who)).items[0]).toMatchObject({
          kind: 'announcement',
          title: 'Pengumuman: Jadwal final',
          body: SCRIPT,
          link: '/dashboard/profile',
        });
        expect((await home(h, who))[0]).toMatchObject({ title: 'Jadwal final', body: SCRIPT });
      }
      expect((await bell(h, admin)).items).toHaveLength(0);
      const mail = await smtp.waitForSubject(loner.email, 'Jadwal final');
      expect(mail.text).toContain(SCRIPT);
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.html).not.toContain('<script>');
      const list = (await h.request('GET', `${A}/announcements`, { token: admin.token })).json()
        .Data;
      expect(list.items[0]).toMatchObject({ recipients: 3, created_by_name: expect.any(String) });
      expect(list.items[0].completed_at).not.toBeNull();
    });

    test('to one event, and to one stage of it: only the people concerned', async () => {
      await send(h, admin, {
        title: 'Info hackathon',
        body: 'Hai',
        audience: 'event',
        event: 'Hackathon',
      });
      await h.verifyPayment(admin, hackTeam);
      await h.request('POST', `${A}/teams/status`, {
        token: admin.token,
        body: { ids: [hackTeam], status: 'Stage-1' },
      });
      const stage = { audience: 'stage', event: 'Hackathon', status: 'Stage-1' };
      await send(h, admin, { title: 'Info tahap 1', body: 'Unggah proposal', ...stage });
      await send(h, admin, {
        title: 'Info tahap 2',
        body: 'Belum ada',
        ...stage,
        status: 'Stage-2',
      });
      await h.app.ctx.background.settle();
      expect((await home(h, hacker)).map((a: { title: string }) => a.title)).toEqual([
        'Info tahap 1',
        'Info hackathon',
        'Jadwal final',
      ]);
      expect((await home(h, coder)).map((a: { title: string }) => a.title)).toEqual([
        'Jadwal final',
      ]);
    });

    test('a student who turned announcement mail off still sees it in the bell, with no mail', async () => {
      const prefs = await h.request('PUT', `${R}/profile/notification-preferences`, {
        token: coder.token,
        body: { announcement: false },
      });
      expect(prefs.json().Data).toMatchObject({ announcement: false, member_removed: true });
      await send(h, admin, { title: 'Tanpa email', body: 'Cek lonceng', audience: 'all' });
      await h.app.ctx.background.settle();
      await smtp.waitForSubject(loner.email, 'Tanpa email');
      expect((await bell(h, coder)).items[0].title).toBe('Pengumuman: Tanpa email');
      // The same batch queued both; once the loner's arrived, give a mail to the coder time to show.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const subjects = smtp.to(coder.email).map((m) => m.subject);
      expect(subjects.filter((subject) => subject.includes('Tanpa email'))).toEqual([]);
    });

    test('bad input is refused with a message and stores nothing', async () => {
      const count = async () => (await h.db.select().from(announcements)).length;
      const before = await count();
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '', body: 'x', audience: 'all' }, 'title'],
        [{ title: 'Judul', body: '   ', audience: 'all' }, 'body'],
        [{ title: 'Judul', body: 'x', audience: 'semua' }, 'audience'],
        [{ title: 'Judul', body: 'x', audience: 'event' }, 'event'],
        [{ title: 'Judul', body: 'x', audience: 'event', event: 'Lomba' }, 'event'],
        [{ title: 'Judul', body: 'x', audience: 'stage', event: 'Hackathon' }, 'status'],
        [{ title: 'Judul', body: 'x'.repeat(5001), audience: 'all' }, 'body'],
      ];
      for (const [body, field] of cases) {
        const res = await draft(h, admin, body);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().Errors ?? {})).toContain(field);
      }
      const student = await draft(h, { ...hacker }, { title: 'Judul', body: 'x', audience: 'all' });
      expect(student.statusCode).toBe(403);
      expect(await count()).toBe(before);
    });

    test('delivery in batches can run again after a stop: nobody is told twice', async () => {
      const [row] = await h.db
        .insert(announcements)
        .values({ title: 'Ulang', body: 'Tes', audience: 'all', createdBy: admin.id })
        .returning();
      await fanOut(h.app.ctx, row!, 2);
      await fanOut(h.app.ctx, row!, 2);
      const told = await h.db
        .select()
        .from(announcementRecipients)
        .where(eq(announcementRecipients.announcementId, row!.id));
      expect(told).toHaveLength(3);
      const bellRows = await h.db
        .select()
        .from(notifications)
        .where(eq(notifications.title, 'Pengumuman: Ulang'));
      expect(bellRows).toHaveLength(3);
      const [after] = await h.db.select().from(announcements).where(eq(announcements.id, row!.id));
      expect(after!.recipientCount).toBe(3);
    });
  },
  () => mailConfig(smtp, { emailVerification: 'off' }),
);
