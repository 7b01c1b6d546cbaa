import { and, eq, like } from 'drizzle-orm';

import { auditLog } from '../src/core/db/schema/audit';
import { mailOutbox } from '../src/core/db/schema/mail';
import { publishDueAnnouncements } from '../src/features/announcements/scheduler';
import { A, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';

const ALL = { audience: 'all' };
const HOUR = 3600_000;

const bell = async (h: Harness, s: Session) =>
  (await h.request('GET', `${R}/notifications`, { token: s.token })).json().Data.items as {
    title: string;
    body: string;
  }[];
const home = async (h: Harness, s: Session) =>
  (await h.request('GET', `${R}/announcements`, { token: s.token })).json().Data as {
    title: string;
    body: string;
    edited_at: string | null;
  }[];
const titles = (items: { title: string }[]) => items.map((i) => i.title);
const auditOf = async (h: Harness, id: number) =>
  (
    await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'announcement'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id)
  ).map((r) => r.action);
const mailsOf = (h: Harness, id: number) =>
  h.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.idempotencyKey, `announcement:%:announcement-${id}`));

describeEachDb(
  'announcement drafts, preview, schedule, edit and withdrawal',
  (h) => {
    let admin: Session;
    let student: Session;
    let other: Session;
    const act = (method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown, who = admin) =>
      h.request(method, `${A}/announcements${path}`, {
        token: who.token,
        ...(body === undefined ? {} : { body }),
      });
    const draft = async (title: string, more: Record<string, unknown> = ALL) =>
      (await act('POST', '', { title, body: `Isi ${title}`, ...more })).json().Data.id as number;

    beforeAll(async () => {
      admin = await h.admin();
      student = await h.user();
      other = await h.user();
      await h.registerTeam(student, 'hackathon');
    });

    test('a draft tells nobody; it is listed as a draft and can be edited whole', async () => {
      const id = await draft('Draf rapat');
      await h.app.ctx.background.settle();
      expect(titles(await bell(h, student))).not.toContain('Pengumuman: Draf rapat');
      expect(titles(await home(h, student))).not.toContain('Draf rapat');
      const edited = await act('PUT', `/${id}`, {
        title: 'Draf rapat teknis',
        body: 'Baru',
        audience: 'event',
        event: 'Hackathon',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().Data).toMatchObject({
        state: 'draft',
        title: 'Draf rapat teknis',
        audience: 'event',
        event: 'Hackathon',
        sent_at: null,
        recipients: 0,
      });
      const list = (await act('GET', '')).json().Data.items;
      expect(list.find((a: { id: number }) => a.id === id)).toMatchObject({ state: 'draft' });
      expect(await auditOf(h, id)).toEqual(['announcement.draft', 'announcement.update']);
    });

    test('the recipient count and the preview come from the audience the delivery uses', async () => {
      const count = async (q: string) =>
        (await act('GET', `/recipients?${q}`)).json().Data.recipients as number;
      expect(await count('audience=all')).toBe(2);
      expect(await count('audience=event&event=Hackathon')).toBe(1);
      expect(await count('audience=stage&event=Hackathon&status=Final')).toBe(0);
      const bad = await act('GET', '/recipients?audience=event');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Errors).toHaveProperty('event', 'Pilih acaranya');

      const preview = await act('POST', '/preview', {
        title: 'Jadwal <b>final</b>',
        body: 'Final di Aula & Lab',
        audience: 'event',
        event: 'Hackathon',
      });
      expect(preview.statusCode).toBe(200);
      const p = preview.json().Data;
      expect(p).toMatchObject({
        recipients: 1,
        page: { title: 'Jadwal <b>final</b>', body: 'Final di Aula & Lab', event: 'Hackathon' },
        bell: { title: 'Pengumuman: Jadwal <b>final</b>', link: '/dashboard/profile' },
        mail: { subject: 'Pengumuman: Jadwal <b>final</b> - GCW 2025' },
      });
      expect(p.mail.text).toContain('Halo Nama Peserta,');
      expect(p.mail.text).toContain('https://gcw.example.ac.id/dashboard/profile');
      expect(p.mail.html).toContain('Final di Aula &amp; Lab');
      expect(p.mail.html).not.toContain('<b>final</b>');
    });

    test('sending a draft delivers it once; a second send is refused', async () => {
      const id = await draft('Kirim sekarang');
      const sent = await act('POST', `/${id}/send`);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().Data).toMatchObject({ state: 'sent', sent_at: expect.any(String) });
      await h.app.ctx.background.settle();
      expect(titles(await bell(h, other))).toContain('Pengumuman: Kirim sekarang');
      const again = await act('POST', `/${id}/send`);
      expect(again.statusCode).toBe(409);
      expect(again.json().Message).toBe('Pengumuman ini sudah dikirim.');
      expect((await act('GET', '')).json().Data.items[0]).toMatchObject({ id, recipients: 2 });
    });

    test('a scheduled one waits for its time, then goes out; a past time is refused', async () => {
      const id = await draft('Terjadwal');
      const past = await act('POST', `/${id}/schedule`, {
        scheduled_at: new Date(Date.now() - 60_000).toISOString(),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().Errors).toEqual({
        scheduled_at: 'Waktu kirim sudah lewat. Pilih waktu yang akan datang.',
      });
      const garbage = await act('POST', `/${id}/schedule`, { scheduled_at: 'besok pagi' });
      expect(garbage.statusCode).toBe(400);

      const at = new Date(Date.now() + 2 * HOUR);
      const scheduled = await act('POST', `/${id}/schedule`, {
        scheduled_at: at.toISOString().replace('Z', '+00:00'),
      });
      expect(scheduled.json().Data).toMatchObject({
        state: 'scheduled',
        scheduled_at: at.toISOString(),
      });
      expect(await publishDueAnnouncements(h.app.ctx, new Date(at.getTime() - 1000))).toBe(0);
      await h.app.ctx.background.settle();
      expect(titles(await home(h, other))).not.toContain('Terjadwal');

      expect(await publishDueAnnouncements(h.app.ctx, at)).toBe(1);
      expect(await publishDueAnnouncements(h.app.ctx, at)).toBe(0);
      await h.app.ctx.background.settle();
      expect(titles(await home(h, other))[0]).toBe('Terjadwal');
      expect(await auditOf(h, id)).toEqual([
        'announcement.draft',
        'announcement.schedule',
        'announcement.send',
      ]);
      expect((await mailsOf(h, id)).length).toBe(2);
    });

    test('a scheduled one can go back to a draft, and then does not go out', async () => {
      const id = await draft('Batal jadwal');
      const at = new Date(Date.now() + HOUR);
      await act('POST', `/${id}/schedule`, { scheduled_at: at.toISOString() });
      const back = await act('POST', `/${id}/unschedule`);
      expect(back.json().Data).toMatchObject({ state: 'draft', scheduled_at: null });
      expect(await publishDueAnnouncements(h.app.ctx, new Date(at.getTime() + HOUR))).toBe(0);
      expect((await act('POST', `/${id}/unschedule`)).statusCode).toBe(409);
    });

    test('editing a sent one changes the page and the bell, not the audience; no mail again', async () => {
      const id = await draft('Ruang final');
      await act('POST', `/${id}/send`);
      await h.app.ctx.background.settle();
      const mailsBefore = (await mailsOf(h, id)).length;
      const moved = await act('PUT', `/${id}`, {
        title: 'Ruang final',
        body: 'Pindah ke Aula B',
        audience: 'event',
        event: 'Hackathon',
      });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().Errors).toHaveProperty('audience');

      const edited = await act('PUT', `/${id}`, {
        title: 'Ruang final (baru)',
        body: 'Pindah ke Aula B',
        ...ALL,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().Data).toMatchObject({ state: 'sent', edited_at: expect.any(String) });
      await h.app.ctx.background.settle();
      expect((await home(h, student))[0]).toMatchObject({
        title: 'Ruang final (baru)',
        body: 'Pindah ke Aula B',
        edited_at: expect.any(String),
      });
      expect((await bell(h, student)).find((n) => n.body === 'Pindah ke Aula B')).toMatchObject({
        title: 'Pengumuman (diperbarui): Ruang final (baru)',
      });
      expect((await mailsOf(h, id)).length).toBe(mailsBefore);
      expect(await auditOf(h, id)).toContain('announcement.edit_sent');
    });

    test('withdrawing takes it off the pages and the bell; sent mail stays recorded', async () => {
      const id = await draft('Salah kirim');
      await act('POST', `/${id}/send`);
      await h.app.ctx.background.settle();
      // Wait for the worker to be done with both mails, then make one look never tried yet.
      let mails = await mailsOf(h, id);
      while (mails.length < 2 || mails.some((m) => m.state === 'pending')) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        mails = await mailsOf(h, id);
      }
      const [done, waiting] = mails as [(typeof mails)[0], (typeof mails)[0]];
      await h.db
        .update(mailOutbox)
        .set({ state: 'pending', attempts: 0, nextAttemptAt: new Date(Date.now() + HOUR) })
        .where(eq(mailOutbox.id, waiting.id));

      const withdrawn = await act('POST', `/${id}/withdraw`);
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().Data).toMatchObject({
        state: 'withdrawn',
        withdrawn_at: expect.any(String),
      });
      for (const who of [student, other]) {
        expect(titles(await home(h, who))).not.toContain('Salah kirim');
        expect(titles(await bell(h, who))).not.toContain('Pengumuman: Salah kirim');
      }
      expect(await mailsOf(h, id)).toEqual([
        expect.objectContaining({ id: done.id, state: done.state }),
      ]);
      expect((await act('POST', `/${id}/withdraw`)).statusCode).toBe(409);
      const edit = await act('PUT', `/${id}`, { title: 'Salah kirim', body: 'x', ...ALL });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().Message).toBe('Pengumuman ini sudah ditarik.');
      expect(await auditOf(h, id)).toEqual([
        'announcement.draft',
        'announcement.send',
        'announcement.withdraw',
      ]);
      const [entry] = await h.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'announcement.withdraw'), eq(auditLog.targetId, String(id))),
        );
      expect(entry!.detail).toMatchObject({ recipients: 2, bell_removed: 2, mail_not_sent: 1 });
    });

    test('only admins; an unknown id is a 404 with a message', async () => {
      const id = await draft('Rahasia');
      for (const [method, path, body] of [
        ['GET', '', undefined],
        ['GET', '/recipients?audience=all', undefined],
        ['POST', '/preview', { title: 'Abc', body: 'x', ...ALL }],
        ['PUT', `/${id}`, { title: 'Abc', body: 'x', ...ALL }],
        ['POST', `/${id}/send`, undefined],
        ['POST', `/${id}/schedule`, { scheduled_at: new Date(Date.now() + HOUR).toISOString() }],
        ['POST', `/${id}/unschedule`, undefined],
        ['POST', `/${id}/withdraw`, undefined],
      ] as const) {
        const res = await act(method, path, body, student);
        expect(res.statusCode).toBe(403);
      }
      expect((await act('GET', '')).json().Data.items[0]).toMatchObject({ id, state: 'draft' });
      const missing = await act('POST', '/999999/send');
      expect([missing.statusCode, missing.json().Message]).toEqual([
        404,
        'Pengumuman tidak ditemukan',
      ]);
      // Not an id at all: refused by the route's schema, before any query.
      const malformed = await act('POST', '/abc/withdraw');
      expect([malformed.statusCode, malformed.json().Message]).toEqual([
        400,
        'ID harus berupa bilangan bulat 1 sampai 2147483647',
      ]);
    });
  },
  () => ({ eventName: 'GCW 2025', appOrigin: 'https://gcw.example.ac.id' }),
);
