import { and, eq, inArray } from 'drizzle-orm';
import { createHmac, createPublicKey, randomUUID, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { auditLog } from '../src/core/db/schema/audit';
import { seminarTickets } from '../src/core/db/schema/events';
import { users } from '../src/core/db/schema/users';
import { TicketSigner } from '../src/core/ticket-signer';
import { A, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';

const WEEK = 7 * 24 * 3600 * 1000;

/** Holders and their tickets, written directly: the race is the subject, not registration. */
async function tickets(h: Harness, n: number, validUntil = new Date(Date.now() + WEEK)) {
  const holders = await h.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `door.${process.pid}.${Date.now()}.${i}@example.com`,
        name: `Tamu ${i}`,
        institusi: 'Universitas Gadjah Mada',
      })),
    )
    .returning({ id: users.id });
  const rows = holders.map((u) => ({
    ticketId: TicketSigner.newTicketId(),
    userId: u.id,
    type: 'Seminar',
    validUntil,
  }));
  await h.db.insert(seminarTickets).values(rows);
  return rows.map((r) => r.ticketId);
}

const checkIn = (h: Harness, admin: Session, ticket: string, door?: string) =>
  h.request('POST', `${A}/seminar/check-in`, { token: admin.token, body: { ticket, door } });
const sync = (h: Harness, s: Session, body: unknown) =>
  h.request('POST', `${A}/door/sync`, { token: s.token, body });

describeEachDb('seminar doors: several at once, offline bundle and sync', (h) => {
  let admin: Session;
  beforeAll(async () => {
    admin = await h.admin();
  });

  test('tickets are GCW2, verifiable with the bundle key alone; old GCW1 codes still check in', async () => {
    const student = await h.user();
    const ticket = (
      await h.request('POST', `${R}/seminar/registration`, { token: student.token })
    ).json().Data.ticket;
    const code = decodeURIComponent(ticket.qr_code_url.split('/').pop());
    expect(code).toMatch(/^GCW2\.SEM-[0-9A-F]{16}\.[A-Za-z0-9_-]{86}$/);
    const [prefix, id, signature] = code.split('.');
    // The QR image of that URL is served (a 112-character path segment).
    const image = await h.request('GET', ticket.qr_code_url);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);

    const bundle = await h.request('GET', `${A}/door/bundle`, { token: admin.token });
    expect(bundle.statusCode).toBe(200);
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: bundle.json().Data.public_key },
      format: 'jwk',
    });
    const message = Buffer.from(`${prefix}.${id}`);
    expect(verify(null, message, key, Buffer.from(signature!, 'base64url'))).toBe(true);
    expect(
      verify(null, Buffer.from(`GCW2.${id}0`), key, Buffer.from(signature!, 'base64url')),
    ).toBe(false);
    // The pair comes from the server secret: another instance, or a restart, signs alike.
    const secret =
      h.config.jwtSecret ?? readFileSync(path.join(h.config.dataDir, 'jwt-secret'), 'utf8');
    expect(new TicketSigner(secret).sign(id!)).toBe(code);
    expect(new TicketSigner(`${secret}x`).publicKey).not.toBe(bundle.json().Data.public_key);

    // A screenshot of the old form (GCW1.<id>.<HMAC>) is still a ticket online.
    const macKey = createHmac('sha256', secret).update('gcw-seminar-ticket-v1').digest();
    const mac = createHmac('sha256', macKey).update(id!).digest('base64url').slice(0, 32);
    const forgedOld = await checkIn(h, admin, `GCW1.${id}.${'A'.repeat(32)}`);
    expect(forgedOld.statusCode).toBe(400);
    const old = await checkIn(h, admin, `GCW1.${id}.${mac}`, 'Pintu Lama');
    expect(old.statusCode).toBe(200);
    const qr = await h.request('GET', `${R}/seminar/qr/${encodeURIComponent(`GCW1.${id}.${mac}`)}`);
    expect(qr.statusCode).toBe(200);
  });

  test('two doors checking in the same tickets at the same moment admit each exactly once', async () => {
    const ids = await tickets(h, 20);
    const signer = h.app.ctx.tickets;
    const answers = await Promise.all(
      ids.flatMap((id) => [
        checkIn(h, admin, signer.sign(id), 'Pintu A'),
        checkIn(h, admin, id, 'Pintu B'),
      ]),
    );
    for (let i = 0; i < ids.length; i += 1) {
      const pair = answers.slice(2 * i, 2 * i + 2);
      expect(pair.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const won = pair.find((a) => a.statusCode === 200)!.json().Data;
      const lost = pair.find((a) => a.statusCode === 409)!.json();
      expect(lost).toMatchObject({ Reason: 'ticket-used', UsedAt: won.checked_in_at });
      expect(['Pintu A', 'Pintu B']).toContain(lost.UsedDoor);
    }
    const rows = await h.db
      .select()
      .from(seminarTickets)
      .where(inArray(seminarTickets.ticketId, ids));
    expect(rows.every((r) => r.checkedInAt && r.checkedInDoor)).toBe(true);
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seminar.check_in'), inArray(auditLog.targetId, ids)));
    expect(audits).toHaveLength(ids.length);
  });

  test('the bundle: every ticket with what a door decides by, an ETag, admins only', async () => {
    const [id] = await tickets(h, 1);
    const first = await h.request('GET', `${A}/door/bundle`, { token: admin.token });
    expect(first.headers['cache-control']).toBe('private, no-store');
    const entry = first.json().Data.tickets.find((t: { ticket_id: string }) => t.ticket_id === id);
    expect(entry).toEqual({
      ticket_id: id,
      name: 'Tamu 0',
      institusi: 'Universitas Gadjah Mada',
      valid_until: expect.any(String),
      checked_in_at: null,
      checked_in_door: null,
      cancelled_at: null,
    });
    const etag = first.headers.etag as string;
    const same = await h.request('GET', `${A}/door/bundle`, {
      token: admin.token,
      headers: { 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect((await checkIn(h, admin, id!, 'Pintu C')).statusCode).toBe(200);
    const changed = await h.request('GET', `${A}/door/bundle`, {
      token: admin.token,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      changed.json().Data.tickets.find((t: { ticket_id: string }) => t.ticket_id === id),
    ).toMatchObject({ checked_in_door: 'Pintu C', checked_in_at: expect.any(String) });

    const student = await h.user();
    expect((await h.request('GET', `${A}/door/bundle`, { token: student.token })).statusCode).toBe(
      403,
    );
    expect((await h.request('GET', `${A}/door/bundle`)).statusCode).toBe(401);
  });

  test('sync: the scan time is kept, a retry changes nothing, another door first is a conflict, forgeries are refused', async () => {
    const [fresh, taken, cancelled] = await tickets(h, 3);
    await h.db
      .update(seminarTickets)
      .set({ cancelledAt: new Date() })
      .where(eq(seminarTickets.ticketId, cancelled!));
    const [expired] = await tickets(h, 1, new Date(Date.now() - 3600_000));
    const signer = h.app.ctx.tickets;
    // Door B was online and admitted `taken` while door A, offline, scanned it earlier.
    expect((await checkIn(h, admin, taken!, 'Pintu B')).statusCode).toBe(200);
    const scannedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const forged = `${signer.sign(fresh!).slice(0, -3)}AAA`;
    const items = [
      { client_id: randomUUID(), ticket: signer.sign(fresh!), scanned_at: scannedAt },
      { client_id: randomUUID(), ticket: signer.sign(taken!), scanned_at: scannedAt },
      { client_id: randomUUID(), ticket: forged, scanned_at: scannedAt },
      { client_id: randomUUID(), ticket: 'bukan tiket', scanned_at: scannedAt },
      { client_id: randomUUID(), ticket: 'SEM-0000000000000000', scanned_at: scannedAt },
      { client_id: randomUUID(), ticket: cancelled!, scanned_at: scannedAt },
      { client_id: randomUUID(), ticket: signer.sign(expired!), scanned_at: scannedAt },
    ];
    const batch = { door: 'Pintu A', items };
    const res = await sync(h, admin, batch);
    expect(res.statusCode).toBe(200);
    const results = res.json().Data.results;
    expect(results.map((r: { status: string }) => r.status)).toEqual([
      'admitted',
      'used',
      'invalid',
      'invalid',
      'unknown',
      'cancelled',
      'expired',
    ]);
    expect(results[0]).toEqual({
      client_id: items[0]!.client_id,
      status: 'admitted',
      ticket_id: fresh,
      name: 'Tamu 0',
      checked_in_at: scannedAt,
      used_door: null,
      message: 'Check-in tercatat.',
    });
    expect(results[1]).toMatchObject({ ticket_id: taken, used_door: 'Pintu B', name: 'Tamu 1' });
    expect(results[1].message).toMatch(/^Tiket sudah dipakai masuk pada .+ WIB di Pintu B\.$/);
    const [row] = await h.db
      .select()
      .from(seminarTickets)
      .where(eq(seminarTickets.ticketId, fresh!));
    expect(row!.checkedInAt!.toISOString()).toBe(scannedAt);
    expect(row!.checkedInDoor).toBe('Pintu A');

    // The door lost its answer and sends the batch again, twice at once: same answers, nothing new.
    const auditsBefore = (await h.db.select().from(auditLog)).length;
    const retries = await Promise.all([sync(h, admin, batch), sync(h, admin, batch)]);
    for (const retry of retries) expect(retry.json().Data.results).toEqual(results);
    expect((await h.db.select().from(auditLog)).length).toBe(auditsBefore);
    // The online check-in of the same ticket now meets the offline one.
    const late = await checkIn(h, admin, fresh!, 'Pintu B');
    expect(late.json()).toMatchObject({
      Reason: 'ticket-used',
      UsedAt: scannedAt,
      UsedDoor: 'Pintu A',
    });
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seminar.check_in'), eq(auditLog.targetId, fresh!)));
    expect(audit!.detail).toMatchObject({ door: 'Pintu A', offline: true, scanned_at: scannedAt });
  });

  test('sync refuses a malformed batch as a whole, and anyone but an admin', async () => {
    const bad = await sync(h, admin, {
      door: 'Pintu A',
      items: [{ client_id: 'satu', ticket: 'SEM-0000000000000000', scanned_at: 'kemarin' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toEqual(expect.any(String));
    const student = await h.user();
    const body = { door: 'Pintu A', items: [] };
    expect((await sync(h, student, body)).statusCode).toBe(403);
    expect((await h.request('POST', `${A}/door/sync`, { body })).statusCode).toBe(401);
  });
});
