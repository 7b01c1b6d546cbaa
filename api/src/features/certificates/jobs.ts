import { certificateTemplateParts } from '@gcw/shared/contract';
import type { CertificateJob, CertificateTemplateKey } from '@gcw/shared/contract';
import { desc, eq } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/client';
import { certificateJobItems, certificateJobs } from '../../core/db/schema/certificates';
import type { CertificateJobRow, TemplateContent } from '../../core/db/schema/certificates';
import { conflict, notFound } from '../../core/http-error';
import { readSettings } from '../../domain/settings/store';
import { eligible } from './eligibility';
import { checkImages, loadTemplate } from './templates';
import { jakartaDate } from './texts';

export const toWireJob = (row: CertificateJobRow): CertificateJob => ({
  id: row.id,
  template_key: row.templateKey as CertificateTemplateKey,
  total: row.total,
  done: row.done,
  failed: row.failed,
  status: row.status as CertificateJob['status'],
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  created_by_name: row.createdByName,
});

/** The template with its date fixed: its own, else the seminar's day or the final day. */
export async function resolvedTemplate(
  db: Db | Tx,
  key: CertificateTemplateKey,
  content?: TemplateContent,
): Promise<TemplateContent> {
  const template = content ?? (await loadTemplate(db, key)).content;
  if (template.eventDate) return template;
  const settings = await readSettings(db);
  const { competition } = certificateTemplateParts(key);
  const eventDate = competition
    ? settings.general.final_day
    : jakartaDate(settings.seminar.starts_at);
  return { ...template, eventDate };
}

/** Why a template without a date cannot be issued, and where the date is given. */
export function missingDateMessage(key: CertificateTemplateKey): string {
  const setting = certificateTemplateParts(key).competition ? 'hari final' : 'waktu mulai seminar';
  return `Tanggal acara belum ada. Isi "Tanggal acara" di templat ini, atau ${setting} di Pengaturan acara.`;
}

const ITEM_CHUNK = 500;

/**
 * Queues one certificate for every eligible person who holds no valid one of this key yet. The
 * job and its rows commit together; the worker issues them in batches after the answer, and a
 * restart picks up the rows still pending.
 */
export async function createJob(
  ctx: AppContext,
  admin: { id: number; name: string },
  key: CertificateTemplateKey,
  teamIds: number[] = [],
): Promise<CertificateJob> {
  const job = await ctx.db.transaction(async (tx) => {
    const people = (await eligible(tx, key, teamIds)).filter((c) => !c.already_issued);
    if (people.length === 0)
      throw conflict('Tidak ada penerima baru: semua yang berhak sudah memiliki sertifikat ini.');
    const template = await resolvedTemplate(tx, key);
    // A certificate that reads "diselenggarakan pada ." cannot be taken back quietly.
    if (!template.eventDate) throw conflict(missingDateMessage(key));
    await checkImages(tx, template);
    const [row] = await tx
      .insert(certificateJobs)
      .values({
        templateKey: key,
        template,
        total: people.length,
        createdBy: admin.id,
        createdByName: admin.name,
      })
      .returning();
    for (let i = 0; i < people.length; i += ITEM_CHUNK) {
      await tx.insert(certificateJobItems).values(
        people.slice(i, i + ITEM_CHUNK).map((p) => ({
          jobId: row!.id,
          userId: p.user_id,
          teamId: p.team_id,
        })),
      );
    }
    await recordAudit(
      tx,
      admin.id,
      'certificate.issue',
      { type: 'certificate_job', id: row!.id },
      {
        template_key: key,
        total: people.length,
        ...(teamIds.length > 0 ? { team_ids: teamIds } : {}),
      },
    );
    return row!;
  });
  ctx.certificates.wake();
  return toWireJob(job);
}

export async function listJobs(db: Db): Promise<CertificateJob[]> {
  const rows = await db.select().from(certificateJobs).orderBy(desc(certificateJobs.id)).limit(100);
  return rows.map(toWireJob);
}

export async function getJob(db: Db, id: number): Promise<CertificateJob> {
  // A serial column: an id past int4 is simply not there (never a database error).
  const [row] =
    Number.isInteger(id) && id > 0 && id <= 2_147_483_647
      ? await db.select().from(certificateJobs).where(eq(certificateJobs.id, id))
      : [];
  if (!row) throw notFound('Proses penerbitan tidak ditemukan.');
  return toWireJob(row);
}
