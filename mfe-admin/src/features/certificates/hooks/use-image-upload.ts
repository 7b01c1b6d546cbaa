import type {
  CertificateImageSlot,
  CertificateImageUpload,
  CertificateTemplateKey,
} from '@gcw/shared';
import { ADMIN_API_BASE_PATH, CERTIFICATE_IMAGE_TYPES, CERTIFICATE_LIMITS } from '@gcw/shared';
import { errorMessage, useAuthorizedRequest } from '@gcw/shared/store';
import { useCallback, useState } from 'react';

/** An image of up to the limit on a slow line takes longer than a JSON call. */
const UPLOAD_TIMEOUT_MS = 120_000;
const MAX_MB = CERTIFICATE_LIMITS.imageBytes / (1024 * 1024);

/** Why a chosen file cannot be a certificate image, checked before anything is sent. */
export function imageProblem(file: File): string | null {
  if (!(CERTIFICATE_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Gambar harus berformat PNG atau JPG.';
  if (file.size > CERTIFICATE_LIMITS.imageBytes) return `Ukuran gambar maksimal ${MAX_MB} MB.`;
  return null;
}

export type ImageUploadResult = { fileId: number } | { error: string };

/**
 * Sends one template image (background, logo, a signature) through the shell's transport with
 * its progress; the answer is the stored file's id, which the form then holds until it is saved.
 */
export function useImageUpload(templateKey: CertificateTemplateKey, slot: CertificateImageSlot) {
  const request = useAuthorizedRequest();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: File): Promise<ImageUploadResult> => {
      const problem = imageProblem(file);
      if (problem) return { error: problem };
      const form = new FormData();
      form.append('file', file);
      setProgress(0);
      const result = await request<CertificateImageUpload>({
        path: `${ADMIN_API_BASE_PATH}/certificates/templates/${templateKey}/images/${slot}`,
        method: 'POST',
        body: form,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        onUploadProgress: setProgress,
      });
      setProgress(null);
      if (result.error) return { error: errorMessage(result.error, 'Gambar gagal diunggah.') };
      return { fileId: result.data.file_id };
    },
    [request, slot, templateKey],
  );

  return { upload, progress };
}
