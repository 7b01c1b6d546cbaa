import { eq } from 'drizzle-orm';
import { utimes } from 'node:fs/promises';
import path from 'node:path';

import { files } from '../src/core/db/schema/files';
import { describeEachDb } from './support/harness';
import { pngOf, storedKeys, unreferencedFile, uploadSocmed } from './support/uploads';

const HOURS_AGO = new Date(Date.now() - 3 * 3600_000);

describeEachDb(
  'file cleanup job on local disk (scheduled)',
  (h) => {
    test('runs by itself and removes only what is unreferenced and older than the grace period', async () => {
      expect(h.app.ctx.files.kind).toBe('local');
      const me = await h.user();
      expect((await uploadSocmed(h, me)).statusCode).toBe(200);
      const [kept] = await h.db.select().from(files).where(eq(files.ownerId, me.id));
      // Referenced but old: stays.
      await h.db.update(files).set({ createdAt: HOURS_AGO }).where(eq(files.id, kept!.id));
      const oldRow = await unreferencedFile(h, me.id, HOURS_AGO);
      const freshRow = await unreferencedFile(h, me.id);
      const oldObject = await h.app.ctx.files.save(pngOf(40));
      const freshObject = await h.app.ctx.files.save(pngOf(40));
      const file = path.join(h.config.uploadDir, oldObject.slice(0, 2), oldObject);
      await utimes(file, HOURS_AGO, HOURS_AGO);

      const deadline = Date.now() + 10_000;
      while ((await storedKeys(h)).includes(oldObject) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      await h.app.ctx.background.settle();

      const keys = await storedKeys(h);
      expect(keys).not.toContain(oldObject);
      expect(keys).not.toContain(oldRow.key);
      expect(keys).toEqual(expect.arrayContaining([kept!.storageKey, freshRow.key, freshObject]));
      const ids = (await h.db.select().from(files).where(eq(files.ownerId, me.id))).map(
        (r) => r.id,
      );
      expect(ids.sort()).toEqual([kept!.id, freshRow.id].sort());
    });
  },
  () => ({ fileCleanupIntervalS: 1, fileOrphanGraceS: 3600 }),
);
