import { eq } from 'drizzle-orm';
import { readdirSync } from 'node:fs';

import { files } from '../src/core/db/schema/files';
import { teams } from '../src/core/db/schema/teams';
import { A, describeEachDb, R } from './support/harness';
import type { Harness } from './support/harness';
import { EXE, multipart, PDF, PNG } from './support/multipart';

function countStored(h: Harness): number {
  try {
    return readdirSync(h.config.uploadDir, { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    ).length;
  } catch {
    return 0;
  }
}

describeEachDb('seminar, uploads, submissions and downloads', (h) => {
  test('seminar registration issues one ticket with a QR PNG at qr_code_url encoding a verifiable ticket', async () => {
    const user = await h.user();
    const res = await h.request('POST', `${R}/seminar/registration`, { token: user.token });
    expect(res.statusCode).toBe(201);
    const { ticket } = res.json().Data;
    expect(ticket).toMatchObject({
      ticket_id: expect.stringMatching(/^SEM-[0-9A-F]{16}$/),
      type: 'Seminar',
    });
    expect(new Date(ticket.valid_until).getTime()).toBeGreaterThan(
      new Date(ticket.issued_at).getTime(),
    );
    const qr = await h.request('GET', ticket.qr_code_url);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect(
      (await h.request('POST', `${R}/seminar/registration`, { token: user.token })).statusCode,
    ).toBe(409);
    expect(
      (await h.request('GET', `${R}/seminar/ticket`, { token: user.token })).json().Data,
    ).toEqual(ticket);
    const forged = ticket.qr_code_url.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await h.request('GET', forged)).statusCode).toBe(404);
  });

  test('seminar registration needs a complete profile', async () => {
    const user = await h.user(null);
    expect(
      (await h.request('POST', `${R}/seminar/registration`, { token: user.token })).statusCode,
    ).toBe(403);
  });

  test('uploads: type from bytes, size limit, nothing half-written', async () => {
    const user = await h.user();
    const before = countStored(h);
    const disguised = await h.registerTeam(
      user,
      'hackathon',
      {},
      { name: 'proof.pdf', type: 'application/pdf', bytes: EXE },
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().Errors).toEqual({
      bukti_pembayaran: 'Bukti pembayaran harus berupa berkas PDF, PNG, JPEG atau WebP',
    });
    const big = await h.registerTeam(
      user,
      'hackathon',
      {},
      {
        name: 'proof.png',
        type: 'image/png',
        bytes: Buffer.concat([PNG, Buffer.alloc(h.config.uploadMaxBytes)]),
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().Message).toBe('Berkas terlalu besar. Ukuran maksimal 256 KB.');
    const missing = await h.request('POST', `${R}/team/registration/hackathon`, {
      token: user.token,
      ...multipart({ team_name: 'Tim', supervisor: 'Dr', supervisor_nidn: '0012345678' }),
    });
    expect(missing.statusCode).toBe(400);
    const badFields = await h.registerTeam(user, 'hackathon', {
      supervisor_nidn: 'abc',
      team_name: '',
    });
    expect(badFields.statusCode).toBe(400);
    expect(Object.keys(badFields.json().Errors).sort()).toEqual(['supervisor_nidn', 'team_name']);
    expect(countStored(h)).toBe(before);
    expect(await h.db.select().from(teams).where(eq(teams.leaderId, user.id))).toEqual([]);
    expect(await h.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
    // A second registration that fails on the one-competition rule leaves no orphan file.
    expect((await h.registerTeam(user, 'hackathon')).statusCode).toBe(201);
    const stored = countStored(h);
    expect((await h.registerTeam(user, 'competitive-programming')).statusCode).toBe(409);
    expect(countStored(h)).toBe(stored);
  });

  test('files download for owner, teammates and admins only, as nosniff attachments', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    const mate = await h.user();
    await h.request('POST', `${R}/team/registration/join/${team.join_code}`, { token: mate.token });
    const stranger = await h.user();
    const admin = await h.admin();
    for (const who of [leader, mate, admin]) {
      const res = await h.request('GET', team.bukti_pembayaran_url, { token: who.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="payment-proof-[0-9a-f]{8}\.png"$/,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    expect(
      (await h.request('GET', team.bukti_pembayaran_url, { token: stranger.token })).statusCode,
    ).toBe(403);
    expect((await h.request('GET', team.bukti_pembayaran_url)).statusCode).toBe(401);
    // Not a file id at all: refused by the route's schema, before any query.
    expect(
      (await h.request('GET', `${R}/files/not-a-uuid`, { token: leader.token })).statusCode,
    ).toBe(400);
  });

  test('hackathon stage 1 takes a proposal PDF and stage 2 a video link, each only at its stage', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    const admin = await h.admin();
    const proposal = () =>
      h.request('POST', `${R}/team/submission/stage-1`, {
        token: leader.token,
        ...multipart({}, { field: 'proposal', name: 'p.pdf', type: 'application/pdf', bytes: PDF }),
      });
    expect((await proposal()).statusCode).toBe(409);
    await h.verifyPayment(admin, team.id);
    await h.request('POST', `${A}/teams/${team.id}/status`, {
      token: admin.token,
      body: { status: 'Stage-1' },
    });
    const png = await h.request('POST', `${R}/team/submission/stage-1`, {
      token: leader.token,
      ...multipart({}, { field: 'proposal', name: 'p.pdf', type: 'application/pdf', bytes: PNG }),
    });
    expect(png.statusCode).toBe(400);
    const ok = await proposal();
    expect(ok.statusCode).toBe(200);
    const sub = ok.json().Data.submissions[0];
    expect(sub).toMatchObject({ stage: 1, video_url: null, submitted_by: leader.id });
    expect(
      (await h.request('GET', sub.file_url, { token: leader.token })).rawPayload.equals(PDF),
    ).toBe(true);
    const early = await h.request('POST', `${R}/team/submission/stage-2`, {
      token: leader.token,
      body: { video_url: 'https://youtu.be/x' },
    });
    expect(early.statusCode).toBe(409);
    await h.request('POST', `${A}/teams/${team.id}/status`, {
      token: admin.token,
      body: { status: 'Stage-2' },
    });
    expect(
      (
        await h.request('POST', `${R}/team/submission/stage-2`, {
          token: leader.token,
          body: { video_url: 'javascript:alert(1)' },
        })
      ).statusCode,
    ).toBe(400);
    const video = await h.request('POST', `${R}/team/submission/stage-2`, {
      token: leader.token,
      body: { video_url: 'https://youtu.be/abc' },
    });
    expect(video.json().Data.submissions.map((s: { stage: number }) => s.stage)).toEqual([1, 2]);
  });

  test('stage submissions are for Hackathon teams only', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'competitive-programming')).json().Data;
    const admin = await h.admin();
    await h.request('POST', `${A}/teams/${team.id}/status`, {
      token: admin.token,
      body: { status: 'Stage-2' },
    });
    const res = await h.request('POST', `${R}/team/submission/stage-2`, {
      token: leader.token,
      body: { video_url: 'https://youtu.be/abc' },
    });
    expect(res.statusCode).toBe(409);
  });

  test('a rejected payment can be replaced by a member and goes back to pending', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'competitive-programming')).json().Data;
    const admin = await h.admin();
    await h.request('POST', `${A}/teams/${team.id}/payment`, {
      token: admin.token,
      body: { action: 'reject', reason: 'Blurry photo' },
    });
    const form = multipart(
      {},
      { field: 'bukti_pembayaran', name: 'p.pdf', type: 'application/pdf', bytes: PDF },
    );
    const res = await h.request('POST', `${R}/team/payment`, { token: leader.token, ...form });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ payment_status: 'pending', payment_note: null });
    expect(res.json().Data.bukti_pembayaran_url).not.toBe(team.bukti_pembayaran_url);
  });
});
