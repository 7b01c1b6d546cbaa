import { DATA_EXPORT_LIMITS } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import type { Readable } from 'node:stream';

import type { AppContext } from '../../core/context';
import { dataExports } from '../../core/db/schema/privacy';
import { PollLoop } from '../../core/poll-loop';
import { archiveContents } from './archive-contents';

const POLL_MS = 5_000;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const README = `Arsip data pribadi Anda dari GCW.
data-saya.json: akun, profil, tim, tiket seminar, sertifikat, notifikasi, surel, persetujuan,
catatan audit tentang Anda dan siapa saja panitia yang membuka berkas Anda.
berkas/: setiap berkas yang Anda unggah.
`;

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Prepares requested archives one at a time. The claim is `FOR UPDATE SKIP LOCKED` inside the
 * transaction that stores the result, so two instances never build one archive and a process
 * that dies leaves it pending for the next round (its stored bytes, without a row, are swept by
 * the file cleanup).
 */
export class ExportWorker {
  private readonly loop: PollLoop;

  constructor(
    private readonly ctx: Omit<AppContext, 'certificates' | 'exports'>,
    log: FastifyBaseLogger,
  ) {
    this.loop = new PollLoop({
      name: 'export worker: archive failed',
      log,
      pollMs: POLL_MS,
      step: async () => (await this.tick()) > 0,
    });
  }

  start = () => this.loop.start();
  wake = () => this.loop.wake();
  stop = () => this.loop.stop();

  async tick(): Promise<number> {
    return this.ctx.db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(dataExports)
        .where(eq(dataExports.status, 'pending'))
        .orderBy(dataExports.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return 0;
      try {
        const contents = await archiveContents(tx, job.userId);
        const entries: Zippable = {
          'BACA-SAYA.txt': strToU8(README),
          'data-saya.json': strToU8(JSON.stringify(contents.data, null, 2)),
        };
        for (const file of contents.files) {
          const stream = await this.ctx.files.open(file.storageKey);
          if (!stream) continue;
          const name = `berkas/${file.purpose}-${file.id}.${EXTENSIONS[file.mime] ?? 'bin'}`;
          // Uploads are compressed formats already: stored as they are.
          entries[name] = [await readAll(stream), { level: 0 }];
        }
        const zip = Buffer.from(zipSync(entries, { level: 6 }));
        const key = await this.ctx.files.save(zip);
        const now = new Date();
        await tx
          .update(dataExports)
          .set({
            status: 'ready',
            readyAt: now,
            expiresAt: new Date(now.getTime() + DATA_EXPORT_LIMITS.linkValidMinutes * 60_000),
            storageKey: key,
            size: zip.length,
            fileCount: contents.files.length,
          })
          .where(eq(dataExports.id, job.id));
      } catch (error) {
        this.ctx.background.log.error({ err: error, exportId: job.id }, 'archive failed');
        await tx
          .update(dataExports)
          .set({ status: 'failed', error: String(error).slice(0, 500) })
          .where(eq(dataExports.id, job.id));
      }
      return 1;
    });
  }
}
