import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { loadConfig } from '../src/core/config';
import { certificateJobs, certificates } from '../src/core/db/schema/certificates';
import { users } from '../src/core/db/schema/users';
import { certificatePdf } from '../src/features/certificates/certificates';
import { createJob } from '../src/features/certificates/jobs';
import { buildServer } from '../src/server';

/**
 * pnpm --filter @gcw/api bench:certificates: 1,000 checked-in seminar attendees (names with
 * diacritics) on a fresh PGlite database (or DATABASE_URL's PostgreSQL), one issuing job for all
 * of them through the real worker (certificate rows, bell items, outbox mails), then the time to
 * draw one certificate's PDF, as a download does.
 */
const COUNT = Number(process.env.BENCH_CERTIFICATES ?? 1000);

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gcw-bench-cert-'));
  const config = {
    ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }),
    dataDir: dir,
    uploadDir: path.join(dir, 'uploads'),
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
  };
  const app = await buildServer(config, { startMailWorker: false });
  const db = app.ctx.db;
  try {
    const [admin] = await db
      .insert(users)
      .values({ email: 'bench-admin@example.com', name: 'Admin Bench', role: 'admin' })
      .returning();
    await db.execute(sql`
      insert into users (email, name, institusi)
      select 'peserta' || i || '@example.com',
             (array['Nguyễn Thị Hà', 'Zoë Siregar', 'Ni Kadek Ayu Dwi Pratiwi'])[1 + i % 3] || ' ' || i,
             'Universitas Contoh'
      from generate_series(1, ${COUNT}) as i`);
    await db.execute(sql`
      insert into seminar_tickets (ticket_id, user_id, type, valid_until, checked_in_at)
      select 'SEM-' || lpad(to_hex(id), 16, '0'), id, 'Peserta', now() + interval '1 day', now()
      from users where role = 'participant'`);

    const started = performance.now();
    const job = await createJob(app.ctx, admin!, 'seminar');
    for (;;) {
      const [row] = await db.select().from(certificateJobs).where(eq(certificateJobs.id, job.id));
      if (row!.status === 'done' || row!.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const [row] = await db.select().from(certificateJobs).where(eq(certificateJobs.id, job.id));
    const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`issue ${row!.total} certificates in one job (${kind})`);
    console.log(`  time          ${seconds.toFixed(2)} s`);
    console.log(`  rate          ${(row!.done / seconds).toFixed(0)} certificates/s`);
    console.log(`  issued        ${row!.done}`);
    console.log(`  failures      ${row!.failed}`);

    const [one] = await db.select().from(certificates).limit(1);
    await certificatePdf(app.ctx, one!); // fonts read and parsed once per process
    const ms: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const t = performance.now();
      await certificatePdf(app.ctx, one!);
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    console.log(`one PDF (download), 20 runs`);
    console.log(`  median        ${ms[10]!.toFixed(0)} ms   p95 ${ms[18]!.toFixed(0)} ms`);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
