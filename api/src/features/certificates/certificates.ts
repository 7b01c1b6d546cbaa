import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_NOT_FOUND,
  certificateVerifyPath,
} from '@gcw/shared/contract';
import type {
  AdminCertificate,
  Certificate,
  CertificateKind,
  CertificateTemplateKey,
  CertificateVerification,
  CompetitionType,
  Page,
} from '@gcw/shared/contract';
import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db/client';
import { certificateJobs, certificates } from '../../core/db/schema/certificates';
import type { CertificateRow } from '../../core/db/schema/certificates';
import { conflict, notFound } from '../../core/http-error';
import { normalizeCode } from './codes';
import { renderCertificate } from './render';
import { loadImages } from './templates';
import { longDate } from './texts';

export const toWireCertificate = (r: CertificateRow): Certificate => ({
  code: r.code,
  kind: r.kind as CertificateKind,
  competition: r.competition as CompetitionType | null,
  template_key: r.templateKey as CertificateTemplateKey,
  recipient_name: r.recipientName,
  institusi: r.institusi,
  event_name: r.eventName,
  role_text: r.roleText,
  team_name: r.teamName,
  issued_at: r.issuedAt.toISOString(),
  revoked_at: r.revokedAt?.toISOString() ?? null,
  revoke_reason: r.revokeReason,
});

/** A certificate by its code as typed or linked; a 404 for anything else. */
export async function findCertificate(db: Db, raw: string): Promise<CertificateRow> {
  const code = normalizeCode(raw);
  const [row] = code ? await db.select().from(certificates).where(eq(certificates.code, code)) : [];
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return row;
}

export async function myCertificates(db: Db, userId: number): Promise<Certificate[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.code));
  return rows.map(toWireCertificate);
}

/** What anyone may read: the name, what it is for, and whether it still stands. */
export function verification(r: CertificateRow): CertificateVerification {
  return {
    code: r.code,
    name: r.recipientName,
    kind: r.kind as CertificateKind,
    kind_label: CERTIFICATE_KIND_LABELS[r.kind as CertificateKind],
    event_name: r.eventName,
    event_date: r.eventDate,
    issued_at: r.issuedAt.toISOString(),
    status: r.revokedAt ? 'revoked' : 'valid',
    revoked_at: r.revokedAt?.toISOString() ?? null,
  };
}

export async function listAdminCertificates(
  db: Db,
  q: { template_key?: string; search?: string; page: number; page_size: number },
): Promise<Page<AdminCertificate>> {
  const filters: SQL[] = [];
  if (q.template_key) filters.push(eq(certificates.templateKey, q.template_key));
  const search = q.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(certificates.recipientName, like), ilike(certificates.code, like))!);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(certificates)
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.code))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(certificates).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...toWireCertificate(r), user_id: r.userId })),
    page: q.page,
    page_size: q.page_size,
    total: total?.n ?? 0,
  };
}

export async function revokeCertificate(
  ctx: AppContext,
  adminId: number,
  raw: string,
  reason: string,
): Promise<Certificate> {
  const found = await findCertificate(ctx.db, raw);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(certificates)
      .set({ revokedAt: new Date(), revokeReason: reason, revokedBy: adminId })
      .where(and(eq(certificates.code, found.code), isNull(certificates.revokedAt)))
      .returning();
    if (!row) throw conflict('Sertifikat ini sudah dicabut.');
    await recordAudit(
      tx,
      adminId,
      'certificate.revoke',
      { type: 'certificate', id: row.code },
      {
        reason,
        recipient: row.recipientName,
        template_key: row.templateKey,
      },
    );
    return toWireCertificate(row);
  });
}

/** Draws an issued certificate again from its row and its job's template. */
export async function certificatePdf(ctx: AppContext, row: CertificateRow): Promise<Uint8Array> {
  const [job] = await ctx.db
    .select({ template: certificateJobs.template })
    .from(certificateJobs)
    .where(eq(certificateJobs.id, row.jobId));
  const template = job!.template;
  return renderCertificate({
    template,
    values: {
      nama: row.recipientName,
      institusi: row.institusi ?? '',
      acara: row.eventName,
      tanggal: longDate(row.eventDate),
      peran: row.roleText,
      tim: row.teamName ?? '',
    },
    code: row.code,
    verifyUrl: `${ctx.config.appOrigin}${certificateVerifyPath(row.code)}`,
    issuedAt: row.issuedAt,
    images: await loadImages(ctx, template),
  });
}
