import { CERTIFICATE_TEMPLATE_KEYS } from '@gcw/shared/contract';
import type {
  CertificateTemplate,
  CertificateTemplateKey,
  CertificateTemplatePayload,
} from '@gcw/shared/contract';
import { eq, inArray } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/client';
import { certificateImages, certificateTemplates } from '../../core/db/schema/certificates';
import type { TemplateContent } from '../../core/db/schema/certificates';
import { files } from '../../core/db/schema/files';
import { badRequest } from '../../core/http-error';
import type { TemplateImage } from './render';
import { defaultTemplate } from './texts';

export function toWireTemplate(
  key: CertificateTemplateKey,
  c: TemplateContent,
  updatedAt: Date | null,
): CertificateTemplate {
  return {
    key,
    title: c.title,
    body: c.body,
    event_date: c.eventDate,
    signers: c.signers.map((s) => ({
      name: s.name,
      role: s.role,
      signature_file_id: s.signatureImageId,
    })),
    background_file_id: c.backgroundImageId,
    logo_file_id: c.logoImageId,
    updated_at: updatedAt?.toISOString() ?? null,
  };
}

export function fromPayload(p: CertificateTemplatePayload): TemplateContent {
  return {
    title: p.title,
    body: p.body,
    eventDate: p.event_date,
    signers: p.signers.map((s) => ({
      name: s.name,
      role: s.role ?? '',
      signatureImageId: s.signature_file_id,
    })),
    backgroundImageId: p.background_file_id,
    logoImageId: p.logo_file_id,
  };
}

/** The saved template of a key, else its default. */
export async function loadTemplate(
  db: Db | Tx,
  key: CertificateTemplateKey,
): Promise<{ content: TemplateContent; updatedAt: Date | null }> {
  const [row] = await db
    .select()
    .from(certificateTemplates)
    .where(eq(certificateTemplates.key, key));
  return row
    ? { content: row.content, updatedAt: row.updatedAt }
    : { content: defaultTemplate(key), updatedAt: null };
}

export async function listTemplates(db: Db): Promise<CertificateTemplate[]> {
  const rows = await db.select().from(certificateTemplates);
  const saved = new Map(rows.map((r) => [r.key, r]));
  return CERTIFICATE_TEMPLATE_KEYS.map((key) => {
    const row = saved.get(key);
    return row
      ? toWireTemplate(key, row.content, row.updatedAt)
      : toWireTemplate(key, defaultTemplate(key), null);
  });
}

const imageIds = (c: TemplateContent) =>
  [c.backgroundImageId, c.logoImageId, ...c.signers.map((s) => s.signatureImageId)].filter(
    (id): id is number => id !== null,
  );

/** Every image a template names must be an uploaded certificate image: a 400 otherwise. */
export async function checkImages(db: Db | Tx, c: TemplateContent): Promise<void> {
  const ids = [...new Set(imageIds(c))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: certificateImages.id })
    .from(certificateImages)
    .where(inArray(certificateImages.id, ids));
  const known = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw badRequest(`Gambar tidak ditemukan: ${missing.join(', ')}. Unggah gambarnya lagi.`);
}

export async function saveTemplate(
  ctx: AppContext,
  adminId: number,
  key: CertificateTemplateKey,
  payload: CertificateTemplatePayload,
): Promise<CertificateTemplate> {
  const content = fromPayload(payload);
  return ctx.db.transaction(async (tx) => {
    await checkImages(tx, content);
    const now = new Date();
    await tx
      .insert(certificateTemplates)
      .values({ key, content, updatedBy: adminId, updatedAt: now })
      .onConflictDoUpdate({
        target: certificateTemplates.key,
        set: { content, updatedBy: adminId, updatedAt: now },
      });
    await recordAudit(
      tx,
      adminId,
      'certificate.template.save',
      { type: 'certificate_template', id: key },
      {
        title: content.title,
        signers: content.signers.length,
      },
    );
    return toWireTemplate(key, content, now);
  });
}

/** The bytes of a template's images, read from the upload store. */
export async function loadImages(
  ctx: AppContext,
  c: TemplateContent,
): Promise<Map<number, TemplateImage>> {
  const ids = [...new Set(imageIds(c))];
  const images = new Map<number, TemplateImage>();
  if (ids.length === 0) return images;
  const rows = await ctx.db
    .select({ id: certificateImages.id, key: files.storageKey, mime: files.mime })
    .from(certificateImages)
    .innerJoin(files, eq(files.id, certificateImages.fileId))
    .where(inArray(certificateImages.id, ids));
  for (const row of rows) {
    const stream = await ctx.files.open(row.key);
    if (!stream) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    images.set(row.id, { bytes: new Uint8Array(Buffer.concat(chunks)), mime: row.mime });
  }
  return images;
}
