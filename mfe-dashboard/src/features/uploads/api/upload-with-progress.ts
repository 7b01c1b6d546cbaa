/** What an upload answers: the API's `Data`, or an error shaped like a transport error. */
export type UploadResult<T> =
  | { data: T; error?: undefined }
  | { data?: undefined; error: { status: number | string; data: { Message: string } } };

export interface UploadRequest {
  url: string;
  form: FormData;
  token: string | null;
  onProgress?: (percent: number) => void;
  timeoutMs?: number;
}

export const NETWORK_FAILED = 'Koneksi gagal. Periksa internet Anda lalu coba lagi.';
export const UPLOAD_TIMED_OUT =
  'Unggahan terlalu lama. Coba lagi dengan koneksi yang lebih stabil.';

function failure<T>(status: number | string, message: string): UploadResult<T> {
  return { error: { status, data: { Message: message } } };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * A multipart POST through XMLHttpRequest, because fetch (and so the shell's transport) cannot
 * report upload progress. It sends the Bearer token itself and never throws.
 */
export function uploadWithProgress<T>(request: UploadRequest): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    if (request.token) xhr.setRequestHeader('Authorization', `Bearer ${request.token}`);
    xhr.timeout = request.timeoutMs ?? 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress?.(100);
        resolve({ data: (body as { Data: T } | null)?.Data as T });
        return;
      }
      const message = (body as { Message?: unknown } | null)?.Message;
      resolve(failure(xhr.status, typeof message === 'string' ? message : `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => resolve(failure('FETCH_ERROR', NETWORK_FAILED));
    xhr.ontimeout = () => resolve(failure('TIMEOUT_ERROR', UPLOAD_TIMED_OUT));
    xhr.send(request.form);
  });
}
