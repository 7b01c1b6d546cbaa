import type { TransportError } from '@gcw/shared/store';

/** What went wrong fetching a file or an export, in the words an admin reads. */
export function fileErrorMessage(error: TransportError): string {
  const status = error.status;
  if (typeof status !== 'number') return 'Tidak dapat terhubung ke server.';
  if (status === 401) return 'Sesi Anda berakhir. Muat ulang halaman atau masuk kembali.';
  if (status === 403) return 'Anda tidak berhak membuka berkas ini.';
  const message = (error.data as { Message?: unknown } | undefined)?.Message;
  if (status < 500 && typeof message === 'string' && message) return message;
  if (status === 404) return 'Berkas tidak ditemukan.';
  return `Gagal mengambil berkas (HTTP ${status}).`;
}
