import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';

import { insertFileRow } from '../src/core/uploads';
import { cleanupFiles } from '../src/features/files/cleanup';
import { A, R, describeEachDb } from './support/harness';
import { TestS3 } from './support/s3';
import {
  pngOf,
  rowsOf,
  storedKeys,
  unreferencedFile,
  uploadPaymentProof,
  uploadSocmed,
} from './support/uploads';

const s3 = new TestS3();
beforeAll(() => s3.start(), 30_000);
afterAll(() => s3.stop());

const QUOTA_BYTES = 100 * 1024;

describeEachDb(
  'uploads in an S3 bucket: streamed downloads, replacement, quota, cleanup',
  (h) => {
    test('an upload lands in the bucket and downloads through the API after the access check', async () => {
      expect(h.app.ctx.files.kind).toBe('s3');
      const me = await h.user();
      const bytes = pngOf(3000);
      const res = await uploadSocmed(h, me, bytes);
      expect(res.statusCode).toBe(200);
      const url = res.json().Data.socmed_document as string;
      const [row] = await rowsOf(h, me.id);
      expect(await storedKeys(h)).toContain(row!.storageKey);
      const own = await h.request('GET', url, { token: me.token });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-length']).toBe('3000');
      expect(own.rawPayload.equals(bytes)).toBe(true);
      const other = await h.user();
      expect((await h.request('GET', url, { token: other.token })).statusCode).toBe(403);
    });

    test('a replaced social-media proof is deleted: its row, its object and its URL', async () => {
      const me = await h.user();
      const first = (await uploadSocmed(h, me)).json().Data.socmed_document as string;
      const [old] = await rowsOf(h, me.id);
      const second = await uploadSocmed(h, me);
      expect(second.statusCode).toBe(200);
      const rows = await rowsOf(h, me.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).not.toBe(old!.id);
      expect(await storedKeys(h)).not.toContain(old!.storageKey);
      expect((await h.request('GET', first, { token: me.token })).statusCode).toBe(404);
    });

    test('a replaced proof of payment is deleted; the team shows the new one', async () => {
      const leader = await h.user();
      expect((await h.registerTeam(leader, 'hackathon')).statusCode).toBe(201);
      const [old] = await rowsOf(h, leader.id);
      const res = await uploadPaymentProof(h, leader);
      expect(res.statusCode).toBe(200);
      const rows = await rowsOf(h, leader.id);
      expect(rows.map((r) => r.id)).not.toContain(old!.id);
      expect(res.json().Data.bukti_pembayaran_url).toBe(`${R}/files/${rows[0]!.id}`);
      expect(await storedKeys(h)).not.toContain(old!.storageKey);
    });

    test('the file-count quota refuses a new file with an Indonesian 413 and stores nothing; a replacement still works', async () => {
      const me = await h.user();
      expect((await uploadSocmed(h, me)).statusCode).toBe(200);
      await unreferencedFile(h, me.id);
      const before = (await storedKeys(h)).length;
      const refused = await h.registerTeam(me, 'hackathon');
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toMatchObject({
        Message: expect.stringContaining(
          'Kuota unggahan habis: akun ini sudah menyimpan 2 berkas (batas 2)',
        ),
        Reason: 'upload-quota',
      });
      expect((await storedKeys(h)).length).toBe(before);
      expect(
        (await h.request('GET', `${R}/profile/events`, { token: me.token })).json().Data.id_team,
      ).toBeFalsy();
      expect((await uploadSocmed(h, me)).statusCode).toBe(200);
      expect(await rowsOf(h, me.id)).toHaveLength(2);
    });

    test('the byte quota counts what the account holds', async () => {
      const me = await h.user();
      expect((await uploadSocmed(h, me, pngOf(60 * 1024))).statusCode).toBe(200);
      const refused = await h.registerTeam(
        me,
        'hackathon',
        {},
        {
          name: 'p.png',
          type: 'image/png',
          bytes: pngOf(50 * 1024),
        },
      );
      expect(refused.statusCode).toBe(413);
      expect(refused.json().Message).toContain('melebihi 100 KB (sudah terpakai 60 KB)');
      // Replacing the 60 KiB proof with 90 KiB fits: the old one no longer counts.
      expect((await uploadSocmed(h, me, pngOf(90 * 1024))).statusCode).toBe(200);
    });

    test('parallel uploads of one account never pass the quota (counted under a lock)', async () => {
      const me = await h.user();
      const attempt = (i: number) =>
        h.db.transaction(async (tx) => {
          const upload = {
            id: randomUUID(),
            key: `${i}`.padStart(48, '0'),
            mime: 'image/png' as const,
            size: 10,
            quota: { files: 2, bytes: QUOTA_BYTES },
          };
          await insertFileRow(tx, upload, me.id, null, 'payment-proof');
          // Holds the transaction open, so the others count while this one has not committed.
          await tx.execute(sql`select pg_sleep(0.05)`);
        });
      const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => attempt(i)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      for (const r of results.filter((x) => x.status === 'rejected'))
        expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 413 });
      expect(await rowsOf(h, me.id)).toHaveLength(2);
    });

    test('the cleanup removes unreferenced rows and objects without a row, once past the grace period', async () => {
      const me = await h.user();
      const url = (await uploadSocmed(h, me)).json().Data.socmed_document as string;
      const [kept] = await rowsOf(h, me.id);
      const orphanRow = await unreferencedFile(h, me.id);
      const orphanObject = await h.app.ctx.files.save(pngOf(50));

      const early = await cleanupFiles(h.app.ctx, new Date(Date.now() - 3600_000));
      expect(early).toEqual({ rows: 0, objects: 0 });
      expect(await storedKeys(h)).toEqual(expect.arrayContaining([orphanRow.key, orphanObject]));

      const result = await cleanupFiles(h.app.ctx, new Date(Date.now() + 60_000));
      expect(result.rows).toBeGreaterThanOrEqual(1);
      expect(result.objects).toBeGreaterThanOrEqual(1);
      const keys = await storedKeys(h);
      expect(keys).not.toContain(orphanRow.key);
      expect(keys).not.toContain(orphanObject);
      expect(keys).toContain(kept!.storageKey);
      expect((await rowsOf(h, me.id)).map((r) => r.id)).toEqual([kept!.id]);
      expect((await h.request('GET', url, { token: me.token })).statusCode).toBe(200);
      // Every team's proof and every admin view still reads.
      const admin = await h.admin();
      expect(
        (await h.request('GET', `${A}/teams/hackathon`, { token: admin.token })).statusCode,
      ).toBe(200);
    });
  },
  () => ({
    s3: s3.config,
    uploadQuotaFiles: 2,
    uploadQuotaBytes: QUOTA_BYTES,
    fileCleanupIntervalS: 0,
  }),
);
