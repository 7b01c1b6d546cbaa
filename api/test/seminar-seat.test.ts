import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared/contract';
import { and, eq, isNull } from 'drizzle-orm';
import ICAL from 'ical.js';

import { auditLog } from '../src/core/db/schema/audit';
import { seminarTickets } from '../src/core/db/schema/events';
import { mailOutbox } from '../src/core/db/schema/mail';
import { A, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';
import { clearSettings, future, past, setSeminar } from './support/settings';

const take = (h: Harness, s: Session) =>
  h.request('POST', `${R}/seminar/registration`, { token: s.token });
const cancel = (h: Harness, s: Session) =>
  h.request('DELETE', `${R}/seminar/registration`, { token: s.token });
const liveSeats = async (h: Harness) =>
  (await h.db.select().from(seminarTickets).where(isNull(seminarTickets.cancelledAt))).length;

async function holder(h: Harness): Promise<Session> {
  const s = await h.user();
  expect((await take(h, s)).statusCode).toBe(201);
  return s;
}

describeEachDb('seminar seat: calendar file and cancel', (h) => {
  afterEach(() => clearSettings(h));

  test('the ticket as .ics: its holder only, UTC times, venue and name', async () => {
    await setSeminar(h, {
      starts_at: '2026-07-20T09:00:00+07:00',
      ends_at: '2026-07-20T12:00:00+07:00',
      venue: 'Aula Barat, Gedung Rektorat; Lantai 2',
      online_link: 'https://zoom.us/j/1',
    });
    const owner = await holder(h);
    const res = await h.request('GET', `${R}/seminar/ticket.ics`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="seminar-SEM-.+\.ics"$/,
    );
    // RFC 5545: CRLF line ends, no line longer than 75 octets, times in UTC.
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(res.body).toContain('DTSTART:20260720T020000Z\r\n');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-20T02:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-20T05:00:00.000Z');
    expect(event.location).toBe('Aula Barat, Gedung Rektorat; Lantai 2');
    expect(event.description).toContain('atas nama Siti Aminah');
    const ticket = (await h.request('GET', `${R}/seminar/ticket`, { token: owner.token })).json()
      .Data.ticket_id;
    expect(event.uid).toBe(`${ticket}@127.0.0.1`);

    const other = await h.user();
    const refused = await h.request('GET', `${R}/seminar/ticket.ics`, { token: other.token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().Message).toBe('Anda tidak memegang tiket seminar');
    expect((await h.request('GET', `${R}/seminar/ticket.ics`)).statusCode).toBe(401);
  });

  test('no calendar file while the seminar has no date', async () => {
    const owner = await holder(h);
    const res = await h.request('GET', `${R}/seminar/ticket.ics`, { token: owner.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('Jadwal seminar belum diumumkan panitia');
  });

  test('cancelling frees the seat, shows in the admin list, and the student may come back', async () => {
    await h.db.delete(seminarTickets);
    await setSeminar(h, { capacity: 1, cancel_until: future(24) });
    const first = await holder(h);
    const waiting = await h.user();
    expect((await take(h, waiting)).json().Message).toBe('Kursi seminar sudah penuh');

    const res = await cancel(h, first);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({ name: 'Seminar', status: 'Unregistered', ticket: null });
    const events = await h.request('GET', `${R}/profile/events`, { token: first.token });
    expect(events.json().Data.events.find((e: { name: string }) => e.name === 'Seminar')).toEqual({
      name: 'Seminar',
      status: 'Unregistered',
      ticket: null,
    });
    expect((await h.request('GET', `${R}/seminar/ticket`, { token: first.token })).statusCode).toBe(
      404,
    );
    expect((await cancel(h, first)).statusCode).toBe(404);
    // The student is told in the bell and by mail, and the cancel is audited.
    const bell = (await h.request('GET', `${R}/notifications`, { token: first.token })).json().Data
      .items;
    expect(bell[0]).toMatchObject({
      kind: 'seminar_confirmed',
      title: 'Kursi seminar Anda dibatalkan',
      link: '/dashboard/seminar',
    });
    const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.userId, first.id));
    expect(mails.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Kursi seminar Anda dibatalkan - /),
    );
    const audited = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seminar.cancel'), eq(auditLog.adminId, first.id)));
    expect(audited).toHaveLength(1);

    expect((await take(h, waiting)).statusCode).toBe(201);
    const admin = await h.admin();
    const list = await h.request('GET', `${A}/seminar?search=${encodeURIComponent(first.email)}`, {
      token: admin.token,
    });
    expect(list.json().Data.items).toHaveLength(1);
    expect(list.json().Data.items[0].cancelled_at).toEqual(expect.any(String));
    const settings = await h.request('GET', `${A}/settings`, { token: admin.token });
    expect(settings.json().Data.seminar_seats_taken).toBe(1);

    // The seat went to the waiting student; with a second seat the first may register again.
    expect((await take(h, first)).json().Message).toBe('Kursi seminar sudah penuh');
    await setSeminar(h, { capacity: 2 });
    const again = await take(h, first);
    expect(again.statusCode).toBe(201);
    expect(again.json().Data.ticket.ticket_id).not.toBe(list.json().Data.items[0].ticket_id);
  });

  test('refused after the cut-off, saying when it closed; the start counts when none is set', async () => {
    const s = await holder(h);
    await setSeminar(h, { cancel_until: past(2), starts_at: future(48) });
    const late = await cancel(h, s);
    expect(late.statusCode).toBe(403);
    expect(late.json().Message).toMatch(/^Pembatalan kursi seminar sudah ditutup pada .+ WIB\.$/);
    expect(late.json().Reason).toBe('window-closed');
    await setSeminar(h, { cancel_until: null, starts_at: past(1) });
    expect((await cancel(h, s)).statusCode).toBe(403);
    await setSeminar(h, { cancel_until: null, starts_at: null });
    expect((await cancel(h, s)).statusCode).toBe(200);
  });

  test('a student who turned the seminar mails off is told in the bell only', async () => {
    const s = await holder(h);
    const prefs = await h.request('PUT', `${R}/profile/notification-preferences`, {
      token: s.token,
      body: { seminar_confirmed: false },
    });
    expect(prefs.statusCode).toBe(200);
    expect((await cancel(h, s)).statusCode).toBe(200);
    const bell = (await h.request('GET', `${R}/notifications`, { token: s.token })).json().Data
      .items;
    expect(bell[0].title).toBe('Kursi seminar Anda dibatalkan');
    const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.userId, s.id));
    expect(mails.filter((m) => m.subject.startsWith('Kursi seminar Anda dibatalkan'))).toEqual([]);
  });

  test('a ticket used at the door cannot be cancelled; a cancelled one does not admit', async () => {
    const admin = await h.admin();
    const used = await holder(h);
    const usedTicket = (await h.request('GET', `${R}/seminar/ticket`, { token: used.token })).json()
      .Data.ticket_id;
    await h.request('POST', `${A}/seminar/check-in`, {
      token: admin.token,
      body: { ticket: usedTicket },
    });
    expect((await cancel(h, used)).statusCode).toBe(409);

    const gone = await holder(h);
    const goneTicket = (await h.request('GET', `${R}/seminar/ticket`, { token: gone.token })).json()
      .Data;
    expect((await cancel(h, gone)).statusCode).toBe(200);
    const checkIn = await h.request('POST', `${A}/seminar/check-in`, {
      token: admin.token,
      body: { ticket: goneTicket.ticket_id },
    });
    expect(checkIn.statusCode).toBe(409);
    expect(checkIn.json().Message).toBe('Tiket sudah dibatalkan pemiliknya');
    expect((await h.request('GET', goneTicket.qr_code_url)).statusCode).toBe(404);
  });

  test('a freed last seat goes to exactly one of the students racing for it', async () => {
    await h.db.delete(seminarTickets);
    await setSeminar(h, { capacity: 1 });
    const first = await holder(h);
    const racers = await Promise.all(Array.from({ length: 6 }, () => h.user()));
    const results = await Promise.all([
      cancel(h, first),
      cancel(h, first),
      ...racers.map((s) => take(h, s)),
    ]);
    const [a, b] = results;
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 404]);
    // Racers that ran before the cancel found it full; try those again once it is done.
    const late = await Promise.all(racers.map((s) => take(h, s)));
    const taken = [...results.slice(2), ...late].filter((r) => r.statusCode === 201);
    expect(taken).toHaveLength(1);
    expect(await liveSeats(h)).toBe(1);
  });

  test('admins set the cut-off and the end: validated, kept when absent, audited', async () => {
    const admin = await h.admin();
    const seminar = { ...DEFAULT_EVENT_SETTINGS.seminar, starts_at: future(48) };
    const save = (body: object) =>
      h.request('PUT', `${A}/settings/seminar`, { token: admin.token, body });
    const bad = await save({ ...seminar, cancel_until: future(72), ends_at: future(47) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual({
      cancel_until: 'Batas pembatalan tidak boleh setelah seminar dimulai',
      ends_at: 'Seminar harus selesai setelah dimulai',
    });
    const inPast = await save({ ...seminar, cancel_until: past(1) });
    expect(inPast.json().Errors).toEqual({
      cancel_until: 'Batas waktu baru tidak boleh di masa lalu',
    });

    const cutOff = future(24);
    const good = await save({ ...seminar, cancel_until: cutOff, ends_at: future(50) });
    expect(good.statusCode).toBe(200);
    expect(good.json().Data.seminar.cancel_until).toBe(cutOff);
    // A page built before these fields existed sends none: the saved cut-off stays.
    const older = await save({ ...seminar, venue: 'Aula Barat' });
    expect(older.json().Data.seminar.cancel_until).toBe(cutOff);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetId, 'seminar')));
    expect(entry!.detail).toMatchObject({
      old: { cancel_until: null },
      new: { cancel_until: cutOff },
    });
  });
});
