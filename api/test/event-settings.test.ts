import {
  DEFAULT_COMPETITION_TEXTS,
  DEFAULT_EVENT_SETTINGS,
  DEFAULT_SEMINAR_TICKET_SETTINGS,
} from '@gcw/shared/contract';
import { and, desc, eq } from 'drizzle-orm';

import { auditLog } from '../src/core/db/schema/audit';
import { A, describeEachDb, R } from './support/harness';
import { clearSettings, future, past, setSection } from './support/settings';

const hackathon = { ...DEFAULT_EVENT_SETTINGS.hackathon, ...DEFAULT_COMPETITION_TEXTS };

describeEachDb('event settings', (h) => {
  afterEach(() => clearSettings(h));

  test('a fresh install answers the R9 defaults with every window open', async () => {
    const res = await h.request('GET', `${R}/settings`);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({
      ...DEFAULT_EVENT_SETTINGS,
      hackathon,
      'competitive-programming': {
        ...DEFAULT_EVENT_SETTINGS['competitive-programming'],
        ...DEFAULT_COMPETITION_TEXTS,
      },
      seminar: { ...DEFAULT_EVENT_SETTINGS.seminar, ...DEFAULT_SEMINAR_TICKET_SETTINGS },
    });
    expect(res.json().Data.general).toEqual({
      countdown_target: '2025-07-25T17:00:00.000Z',
      final_day: '2025-07-19',
    });
  });

  test('the public read is revalidated by ETag: 304 until an admin changes something', async () => {
    const first = await h.request('GET', `${R}/settings`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await h.request('GET', `${R}/settings`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const admin = await h.admin();
    const saved = await h.request('PUT', `${A}/settings/competitive-programming`, {
      token: admin.token,
      body: { ...DEFAULT_EVENT_SETTINGS['competitive-programming'], fee: 90_000 },
    });
    expect(saved.statusCode).toBe(200);
    const changed = await h.request('GET', `${R}/settings`, {
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().Data['competitive-programming'].fee).toBe(90_000);
  });

  test('a save is audited with who, old and new value; times are stored in UTC', async () => {
    const admin = await h.admin();
    const closes = '2026-12-31T23:59:00+07:00';
    const body = {
      ...hackathon,
      registration: { opens_at: null, closes_at: closes },
      bank_account: { bank: 'BNI', number: '0123456789', holder: 'Panitia GCW' },
    };
    const res = await h.request('PUT', `${A}/settings/hackathon`, { token: admin.token, body });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.hackathon.registration.closes_at).toBe('2026-12-31T16:59:00.000Z');
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetId, 'hackathon')));
    expect(entry!.adminId).toBe(admin.id);
    expect(entry!.createdAt).toBeInstanceOf(Date);
    const detail = entry!.detail as { old: typeof hackathon; new: typeof hackathon };
    expect(detail.old.bank_account).toBeNull();
    expect(detail.new.bank_account).toEqual(body.bank_account);
    expect(detail.new.registration.closes_at).toBe('2026-12-31T16:59:00.000Z');
  });

  test('bad input gets a 400 with an Indonesian message per field and changes nothing', async () => {
    const admin = await h.admin();
    const res = await h.request('PUT', `${A}/settings/hackathon`, {
      token: admin.token,
      body: {
        ...hackathon,
        registration: { opens_at: future(48), closes_at: future(24) },
        stage_1: { opens_at: null, closes_at: past(1) },
        bank_account: { bank: 'BNI', number: '12AB5678', holder: 'Panitia' },
        team_size: { min: 4, max: 6 },
      },
    });
    expect(res.statusCode).toBe(400);
    const { Message, Errors } = res.json();
    expect(Message).toMatch(/Pengaturan belum valid/);
    expect(Errors).toMatchObject({
      'registration.closes_at': 'Waktu tutup harus setelah waktu buka',
      'stage_1.closes_at': 'Batas waktu baru tidak boleh di masa lalu',
      'bank_account.number': expect.stringMatching(/hanya boleh berisi angka/),
      'team_size.max': 'Ukuran tim maksimum 5 orang (batas acara)',
    });
    const read = await h.request('GET', `${R}/settings`);
    expect(read.json().Data.hackathon).toEqual(hackathon);
  });

  test("the stage pages' links, places and instructions are settings: https links only, audited", async () => {
    const admin = await h.admin();
    const cp = {
      ...DEFAULT_EVENT_SETTINGS['competitive-programming'],
      ...DEFAULT_COMPETITION_TEXTS,
    };
    const bad = await h.request('PUT', `${A}/settings/competitive-programming`, {
      token: admin.token,
      body: { ...cp, stage_1_url: 'javascript:alert(1)', final_info: 'x'.repeat(1001) },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().Errors).sort()).toEqual(['final_info', 'stage_1_url']);
    const body = {
      ...cp,
      payment_instructions: 'Transfer ke BNI 0123456789 a.n. Panitia GCW',
      stage_1_url: 'https://contest.gcw.id/warmup',
      stage_2_url: 'https://contest.gcw.id/q',
      final_place: 'Aula Barat ITB',
      final_url: 'https://contest.gcw.id/final',
      final_info: 'Final luring lima jam.',
    };
    const saved = await h.request('PUT', `${A}/settings/competitive-programming`, {
      token: admin.token,
      body,
    });
    expect(saved.statusCode).toBe(200);
    const read = await h.request('GET', `${R}/settings`);
    expect(read.json().Data['competitive-programming']).toEqual(body);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'settings.update'),
          eq(auditLog.targetId, 'competitive-programming'),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    const detail = entry!.detail as { old: typeof body; new: typeof body };
    expect(detail.old.stage_2_url).toBe('');
    expect(detail.new.stage_2_url).toBe('https://contest.gcw.id/q');
  });

  test('seminar capacity cannot drop below the seats taken', async () => {
    const admin = await h.admin();
    for (let i = 0; i < 2; i += 1) {
      const student = await h.user();
      const seat = await h.request('POST', `${R}/seminar/registration`, { token: student.token });
      expect(seat.statusCode).toBe(201);
    }
    const seminar = DEFAULT_EVENT_SETTINGS.seminar;
    const low = await h.request('PUT', `${A}/settings/seminar`, {
      token: admin.token,
      body: { ...seminar, capacity: 1 },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().Errors.capacity).toMatch(/kursi yang sudah terisi \(\d+\)/);
    const enough = await h.request('PUT', `${A}/settings/seminar`, {
      token: admin.token,
      body: { ...seminar, capacity: 500, venue: 'Aula Barat', online_link: 'https://zoom.us/j/1' },
    });
    expect(enough.statusCode).toBe(200);
    const admins = await h.request('GET', `${A}/settings`, { token: admin.token });
    expect(admins.json().Data.seminar_seats_taken).toBeGreaterThanOrEqual(2);
  });

  test('only admins may change settings; an unchanged past deadline may be saved again', async () => {
    const student = await h.user();
    const refused = await h.request('PUT', `${A}/settings/general`, {
      token: student.token,
      body: DEFAULT_EVENT_SETTINGS.general,
    });
    expect(refused.statusCode).toBe(403);
    const closed = { opens_at: null, closes_at: past(2) };
    await setSection(h, 'hackathon', { registration: closed });
    const admin = await h.admin();
    const resaved = await h.request('PUT', `${A}/settings/hackathon`, {
      token: admin.token,
      body: { ...hackathon, registration: closed, fee: 95_000 },
    });
    expect(resaved.statusCode).toBe(200);
  });
});
