import { CERTIFICATE_LIMITS } from '@gcw/shared/contract';
import type { CertificateImageSlot, CertificateTemplateKey } from '@gcw/shared/contract';
import { PDFDocument } from 'pdf-lib';

import type { AppContext } from '../../core/context';
import { certificateImages } from '../../core/db/schema/certificates';
import { files } from '../../core/db/schema/files';
import { badRequest, HttpError } from '../../core/http-error';
import { sniffType } from '../../core/sniff';
import { removeStored, storeUpload } from '../../core/uploads';

const FIELD = 'file';
const NOT_AN_IMAGE = 'Gambar harus berupa berkas PNG atau JPEG.';
const MAX_MB = CERTIFICATE_LIMITS.imageBytes / (1024 * 1024);

/**
 * Stores one template image (PNG or JPEG, decided from its bytes, and one pdf-lib can draw, so
 * no certificate ever fails on it later) through the upload store; answers its number.
 * Not counted in the admin's upload quota: these are the event's files, at most a few per
 * template, not an account's.
 */
export async function storeTemplateImage(
  ctx: AppContext,
  adminId: number,
  key: CertificateTemplateKey,
  slot: CertificateImageSlot,
  bytes: Buffer | undefined,
): Promise<number> {
  if (!bytes || bytes.length === 0)
    throw badRequest('Gambar wajib diunggah.', { [FIELD]: 'Gambar wajib diunggah.' });
  if (bytes.length > CERTIFICATE_LIMITS.imageBytes) {
    const message = `Ukuran gambar maksimal ${MAX_MB} MB.`;
    throw new HttpError(413, message, { [FIELD]: message });
  }
  const mime = sniffType(bytes);
  if (mime !== 'image/png' && mime !== 'image/jpeg')
    throw badRequest(NOT_AN_IMAGE, { [FIELD]: NOT_AN_IMAGE });
  try {
    const probe = await PDFDocument.create();
    await (mime === 'image/png' ? probe.embedPng(bytes) : probe.embedJpg(bytes));
  } catch {
    const message = 'Gambar rusak atau tidak dapat dibaca. Simpan ulang sebagai PNG atau JPEG.';
    throw badRequest(message, { [FIELD]: message });
  }
  const upload = await storeUpload(ctx, FIELD, bytes, [mime], { id: adminId, replaces: true });
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.insert(files).values({
        id: upload.id,
        ownerId: adminId,
        teamId: null,
        purpose: 'certificate-image',
        mime: upload.mime,
        size: upload.size,
        storageKey: upload.key,
      });
      const [row] = await tx
        .insert(certificateImages)
        .values({ fileId: upload.id, templateKey: key, slot })
        .returning({ id: certificateImages.id });
      return row!.id;
    });
  } catch (error) {
    await removeStored(ctx, upload.key);
    throw error;
  }
}
