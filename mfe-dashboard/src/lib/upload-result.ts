import type { AuthorizedResult, TransportError } from '@gcw/shared/store';

/** What an upload answers: the API's `Data`, or an error with a message to show. */
export type UploadResult<T> =
  | { data: T; error?: undefined }
  | { data?: undefined; error: { status: number | string; data: { Message: string } } };

export const NETWORK_FAILED = 'Koneksi gagal. Periksa internet Anda lalu coba lagi.';
export const UPLOAD_TIMED_OUT =
  'Unggahan terlalu lama. Coba lagi dengan koneksi yang lebih stabil.';
export const SIGN_IN_AGAIN = 'Sesi Anda telah berakhir. Silakan keluar lalu masuk lagi.';

function messageOf(error: TransportError): string {
  if (error.status === 'FETCH_ERROR') return NETWORK_FAILED;
  if (error.status === 'TIMEOUT_ERROR') return UPLOAD_TIMED_OUT;
  // The transport's refresh failed: the session is over.
  if (error.status === 401 || error.status === 'CUSTOM_ERROR') return SIGN_IN_AGAIN;
  const message = (error.data as { Message?: unknown } | undefined)?.Message;
  return typeof message === 'string' && message ? message : `HTTP ${String(error.status)}`;
}

/** The transport's answer as the upload forms read it, every failure with its own sentence. */
export function toUploadResult<T>(result: AuthorizedResult<T>): UploadResult<T> {
  if (!result.error) return { data: result.data };
  return { error: { status: result.error.status, data: { Message: messageOf(result.error) } } };
}
