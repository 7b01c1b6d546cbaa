/**
 * Files and CSV exports are not JSON, so they do not go through the RTK Query transport: they are
 * fetched here with the same Bearer token and turned into blobs for object URLs.
 */
export class FileFetchError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function messageFor(status: number): string {
  if (status === 401) return 'Sesi Anda berakhir. Muat ulang halaman atau masuk kembali.';
  if (status === 403) return 'Anda tidak berhak membuka berkas ini.';
  if (status === 404) return 'Berkas tidak ditemukan.';
  return `Gagal mengambil berkas (HTTP ${status}).`;
}

async function apiMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { Message?: unknown };
    return typeof body.Message === 'string' ? body.Message : null;
  } catch {
    return null;
  }
}

export async function fetchWithToken(url: string, token: string | null): Promise<Blob> {
  if (!token) throw new FileFetchError(messageFor(401), 401);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new FileFetchError('Tidak dapat terhubung ke server.', 0);
  }
  if (!response.ok) {
    const detail = response.status >= 500 ? null : await apiMessage(response);
    const base = messageFor(response.status);
    throw new FileFetchError(detail && response.status >= 404 ? detail : base, response.status);
  }
  return response.blob();
}

/** A relative API path becomes absolute against the configured API origin (empty = same origin). */
export function apiUrl(apiOrigin: string, path: string, params?: Record<string, string>): string {
  const query = params ? new URLSearchParams(params).toString() : '';
  const absolute = /^https?:\/\//.test(path) ? path : `${apiOrigin}${path}`;
  return query ? `${absolute}?${query}` : absolute;
}
