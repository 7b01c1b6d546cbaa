import { CERTIFICATE_NOT_FOUND } from '@gcw/shared/contract';
import * as fontkit from '@pdf-lib/fontkit';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';

import { mailOutbox } from '../src/core/db/schema/mail';
import { notifications } from '../src/core/db/schema/notifications';
import { fontBytes } from '../src/features/certificates/fonts';
import { cleanupFiles } from '../src/features/files/cleanup';
import { embeddedFonts, readPdf } from './support/certificates';
import { A, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';
import { multipart } from './support/multipart';
import { setSeminar } from './support/settings';

jest.setTimeout(120_000);

/** Waits for what the admin page waits for: the job's status leaving queued/running. */
async function finished(h: Harness, admin: Session, id: number) {
  for (;;) {
    const job = (
      await h.request('GET', `${A}/certificates/jobs/${id}`, { token: admin.token })
    ).json().Data;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describeEachDb('certificates', (h) => {
  let admin: Session;
  let attendee: Session;
  let absentee: Session;
  let member: Session;
  let outsider: Session;
  let teamId: number;
  let cpTeamId: number;

  const issue = (body: object) =>
    h.request('POST', `${A}/certificates/jobs`, { token: admin.token, body });
  const mine = async (s: Session) =>
    (await h.request('GET', `${R}/certificates`, { token: s.token })).json().Data;
  const pdf = (s: Session, code: string) =>
    h.request('GET', `${R}/certificates/${code}/pdf`, { token: s.token });

  beforeAll(async () => {
    admin = await h.admin();
    const seminarSeat = async (name: string) => {
      const s = await h.user({ name });
      expect(
        (await h.request('POST', `${R}/seminar/registration`, { token: s.token })).statusCode,
      ).toBe(201);
      return s;
    };
    attendee = await seminarSeat('Nguyễn Thị Hà');
    absentee = await seminarSeat('Ni Kadek Ayu Dwi Pratiwi');
    const ticket = (await h.request('GET', `${R}/seminar/ticket`, { token: attendee.token })).json()
      .Data.ticket_id;
    const checkIn = await h.request('POST', `${A}/seminar/check-in`, {
      token: admin.token,
      body: { ticket },
    });
    expect(checkIn.statusCode).toBe(200);
    member = await h.user({ name: 'Zoë Siregar' });
    teamId = (await h.registerTeam(member, 'hackathon', { team_name: 'Tim Garuda' })).json().Data
      .id;
    await h.verifyPayment(admin, teamId);
    const staged = await h.request('POST', `${A}/teams/${teamId}/status`, {
      token: admin.token,
      body: { status: 'Stage-1' },
    });
    expect(staged.statusCode).toBe(200);
    outsider = await h.user();
    cpTeamId = (await h.registerTeam(outsider, 'competitive-programming')).json().Data.id;
  });

  test('a seminar certificate: only the checked-in attendee gets it; its PDF opens, names them, and its QR leads to its verification page', async () => {
    const candidates = (
      await h.request('GET', `${A}/certificates/candidates?key=seminar`, { token: admin.token })
    ).json().Data;
    expect(candidates.candidates.map((c: { user_id: number }) => c.user_id)).toEqual([attendee.id]);
    // No date yet (a fresh install's seminar has none): nothing is issued that would print none.
    const undated = await issue({ template_key: 'seminar' });
    expect(undated.statusCode).toBe(409);
    expect(undated.json().Message).toContain('Tanggal acara belum ada');
    expect(
      (await h.request('GET', `${A}/certificates/jobs`, { token: admin.token })).json().Data,
    ).toEqual([]);
    await setSeminar(h, { starts_at: '2026-08-01T02:00:00.000Z' });
    const res = await issue({ template_key: 'seminar' });
    expect(res.statusCode).toBe(202);
    const job = await finished(h, admin, res.json().Data.id);
    expect(job).toMatchObject({ total: 1, done: 1, failed: 0, status: 'done' });

    expect(await mine(absentee)).toEqual([]);
    const [cert] = await mine(attendee);
    expect(cert).toMatchObject({
      kind: 'seminar',
      recipient_name: 'Nguyễn Thị Hà',
      revoked_at: null,
    });
    expect(cert.code).toMatch(/^GCW-C-[A-Z2-7]{10}$/);

    const download = await pdf(attendee, cert.code);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(download.rawPayload);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    const read = readPdf(download.rawPayload);
    expect(read.pages).toBe(1);
    expect(read.text).toContain('Nguyễn Thị Hà');
    expect(read.text).toContain(`No. ${cert.code}`);
    expect(read.qr).toEqual([`${h.config.appOrigin}/sertifikat/${cert.code}`]);

    // The bell and the mail told them.
    const bell = await h.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, attendee.id));
    expect(bell.map((n) => n.title)).toContain('E-sertifikat Anda sudah terbit');
    const mail = await h.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.userId, attendee.id), eq(mailOutbox.template, 'certificate_issued')),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/^E-sertifikat Anda sudah terbit/);

    // Issuing again finds nobody new.
    expect((await issue({ template_key: 'seminar' })).statusCode).toBe(409);
  });

  test("names with diacritics are drawn with the right glyphs (each subset glyph is the font's own outline)", async () => {
    const res = await issue({ template_key: 'participant-hackathon' });
    expect(res.statusCode).toBe(202);
    expect(await finished(h, admin, res.json().Data.id)).toMatchObject({ done: 1, failed: 0 });
    const [cert] = await mine(member);
    expect(cert).toMatchObject({
      kind: 'participant',
      competition: 'hackathon',
      team_name: 'Tim Garuda',
    });
    const bytes = (await pdf(member, cert.code)).rawPayload;
    expect(readPdf(bytes).text).toContain('Zoë Siregar');
    const original = fontkit.create(fontBytes('bold'));
    const outlines = new Set(
      (await embeddedFonts(bytes)).flatMap((f) =>
        Array.from({ length: f.numGlyphs }, (_, g) => f.getGlyph(g).path.toSVG()),
      ),
    );
    for (const ch of new Set('Zoë Siregar'.replace(' ', '')))
      expect([
        ch,
        outlines.has(original.glyphForCodePoint(ch.codePointAt(0)!).path.toSVG()),
      ]).toEqual([ch, true]);
  });

  test('eligibility: a Registered team gets no participant certificate; finalists need teams past Registered', async () => {
    expect((await issue({ template_key: 'participant-cp' })).statusCode).toBe(409);
    const none = await issue({ template_key: 'finalist-cp' });
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toEqual(expect.any(String));
    const registered = await issue({ template_key: 'finalist-cp', team_ids: [cpTeamId] });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().Message).toContain(String(cpTeamId));
    expect(await mine(outsider)).toEqual([]);
  });

  test("another student's PDF is not found; the public verification tells valid, then revoked", async () => {
    const [cert] = await mine(attendee);
    expect((await pdf(outsider, cert.code)).statusCode).toBe(404);
    expect((await pdf(admin, cert.code)).statusCode).toBe(200);
    const verify = () => h.request('GET', `${R}/certificates/verify/${cert.code.toLowerCase()}`);
    const valid = (await verify()).json().Data;
    expect(Object.keys(valid).sort()).toEqual([
      'code',
      'event_date',
      'event_name',
      'issued_at',
      'kind',
      'kind_label',
      'name',
      'revoked_at',
      'status',
    ]);
    expect(valid).toMatchObject({
      name: 'Nguyễn Thị Hà',
      status: 'valid',
      kind_label: 'Kehadiran Seminar',
    });

    const revoke = (reason: string) =>
      h.request('POST', `${A}/certificates/${cert.code}/revoke`, {
        token: admin.token,
        body: { reason },
      });
    expect((await revoke('')).statusCode).toBe(400);
    expect((await revoke('Data peserta keliru')).statusCode).toBe(200);
    expect((await verify()).json().Data).toMatchObject({
      status: 'revoked',
      revoked_at: expect.any(String),
    });
    expect((await revoke('Lagi')).statusCode).toBe(409);
    expect((await pdf(attendee, cert.code)).statusCode).toBe(409);
    const unknown = await h.request('GET', `${R}/certificates/verify/GCW-C-AAAAAAAAAA`);
    expect([unknown.statusCode, unknown.json().Message]).toEqual([404, CERTIFICATE_NOT_FOUND]);

    // Codes cannot be tried in bulk: 30 misses per address, then 429 for a while.
    const guess = (ip: string) =>
      h.request('GET', `${R}/certificates/verify/GCW-C-BBBBBBBBBB`, { ip });
    for (let i = 0; i < 30; i += 1) expect((await guess('10.9.8.7')).statusCode).toBe(404);
    const refused = await guess('10.9.8.7');
    expect([refused.statusCode, refused.json().Message]).toEqual([429, expect.any(String)]);
    expect((await guess('10.9.8.6')).statusCode).toBe(404);
  });

  test('templates: validation answers 400 with a Message; images must be real PNG or JPEG; the preview draws sample data', async () => {
    const base = {
      title: 'SERTIFIKAT',
      body: '{nama}',
      event_date: null,
      signers: [],
      background_file_id: null,
      logo_file_id: null,
    };
    const put = (body: object) =>
      h.request('PUT', `${A}/certificates/templates/seminar`, { token: admin.token, body });
    const unknownField = await put({ ...base, body: 'Untuk {nama} umur {umur}' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().Message).toContain('{umur}');
    const signer = { name: 'A', role: '', signature_file_id: null };
    expect((await put({ ...base, signers: [signer, signer, signer, signer] })).statusCode).toBe(
      400,
    );
    expect((await put({ ...base, event_date: '2025-13-40' })).statusCode).toBe(400);
    expect((await put({ ...base, logo_file_id: 999999 })).statusCode).toBe(400);

    const upload = (bytes: Buffer) => {
      const form = multipart({}, { field: 'file', name: 'logo.png', type: 'image/png', bytes });
      return h.request('POST', `${A}/certificates/templates/seminar/images/logo`, {
        token: admin.token,
        payload: form.payload,
        headers: form.headers,
      });
    };
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(40, 1),
    ]);
    expect((await upload(fake)).statusCode).toBe(400);
    expect((await upload(Buffer.from('GIF89a........'))).statusCode).toBe(400);
    const logo = await upload(await QRCode.toBuffer('logo'));
    expect(logo.statusCode).toBe(201);
    const saved = await put({ ...base, title: 'PIAGAM', logo_file_id: logo.json().Data.file_id });
    expect(saved.statusCode).toBe(200);
    const templates = (
      await h.request('GET', `${A}/certificates/templates`, { token: admin.token })
    ).json().Data;
    expect(templates).toHaveLength(7);
    expect(templates.find((t: { key: string }) => t.key === 'seminar')).toMatchObject({
      title: 'PIAGAM',
    });

    // The file cleanup keeps a template's image (an issued certificate is drawn with it again).
    await cleanupFiles(h.app.ctx, new Date(Date.now() + 3600_000));
    const previewSaved = await h.request('GET', `${A}/certificates/templates/seminar/preview.pdf`, {
      token: admin.token,
    });
    expect(readPdf(previewSaved.rawPayload).qr.sort()).toEqual(
      [`${h.config.appOrigin}/sertifikat/GCW-C-PRATINJAU0`, 'logo'].sort(),
    );

    const preview = await h.request('POST', `${A}/certificates/templates/finalist-cp/preview.pdf`, {
      token: admin.token,
      body: { ...base, body: 'Diberikan kepada\n{nama}\n{tim}' },
    });
    expect([preview.statusCode, preview.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = readPdf(preview.rawPayload).text;
    expect(text).toEqual(expect.arrayContaining(['Nama Contoh Peserta', 'Tim Contoh']));
  });

  test('a job queued while the worker is stopped is issued when it runs again (rows wait in the database)', async () => {
    await h.app.ctx.certificates.stop();
    const res = await issue({ template_key: 'winner-hackathon', team_ids: [teamId] });
    expect(res.statusCode).toBe(202);
    const queued = (await h.request('GET', `${A}/certificates/jobs`, { token: admin.token })).json()
      .Data[0];
    expect(queued).toMatchObject({ id: res.json().Data.id, status: 'queued', done: 0, total: 1 });
    h.app.ctx.certificates.start();
    expect(await finished(h, admin, queued.id)).toMatchObject({ status: 'done', done: 1 });
    expect((await mine(member)).map((c: { kind: string }) => c.kind).sort()).toEqual([
      'participant',
      'winner',
    ]);
  });
});
