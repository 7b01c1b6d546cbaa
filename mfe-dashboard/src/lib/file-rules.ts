/** The API's upload limit (UPLOAD_MAX_BYTES default): checked here so a big file fails fast. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const PAYMENT_PROOF_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
export const PDF_ONLY = ['application/pdf'];

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/** A message in Indonesian when the file is missing, of a wrong type or too big; else null. */
export function fileProblem(file: File | null | undefined, types: string[]): string | null {
  if (!file) return 'Berkas wajib dipilih';
  if (!types.includes(file.type)) {
    return types.length === 1
      ? 'Berkas harus berformat PDF'
      : 'Berkas harus PDF, PNG, JPG atau WebP';
  }
  if (file.size > MAX_UPLOAD_BYTES)
    return `Ukuran berkas maksimal ${formatBytes(MAX_UPLOAD_BYTES)}`;
  return null;
}
