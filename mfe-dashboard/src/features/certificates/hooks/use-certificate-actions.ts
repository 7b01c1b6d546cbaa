import { API_BASE_PATH, certificateVerifyPath } from '@gcw/shared';
import { errorMessage, useAuthorizedRequest } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';

/** The file name of a Content-Disposition header, else a fallback. */
function fileNameOf(header: string | null | undefined, fallback: string) {
  const match = header?.match(/filename="?([^";]+)"?/);
  return match?.[1] ?? fallback;
}

/** The public page anyone can check the certificate on (no sign-in). */
export function verificationUrl(code: string): string {
  return new URL(certificateVerifyPath(code), window.location.origin).href;
}

/**
 * "Unduh PDF" and "Salin tautan verifikasi". The PDF is only for its holder, which a plain link
 * cannot prove: the bytes come through the shell's transport and are handed over as a download.
 */
export function useCertificateActions() {
  const request = useAuthorizedRequest();
  const { enqueueSnackbar } = useSnackbar();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = useCallback(
    async (code: string) => {
      setDownloading(code);
      const result = await request<Blob>({
        path: `${API_BASE_PATH}/certificates/${encodeURIComponent(code)}/pdf`,
        as: 'blob',
        timeoutMs: 60_000,
      });
      setDownloading(null);
      if (result.error) {
        enqueueSnackbar(errorMessage(result.error, 'Sertifikat gagal diunduh. Coba lagi nanti.'), {
          variant: 'error',
        });
        return;
      }
      const url = URL.createObjectURL(result.data);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileNameOf(
        result.response?.headers.get('Content-Disposition'),
        `sertifikat-${code}.pdf`,
      );
      document.body.appendChild(anchor);
      anchor.click();
      anchor.remove();
      // Revoked later: some browsers start the download only after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    [enqueueSnackbar, request],
  );

  const copyLink = useCallback(
    async (code: string) => {
      const url = verificationUrl(code);
      try {
        await navigator.clipboard.writeText(url);
        enqueueSnackbar('Tautan verifikasi disalin.', { variant: 'success' });
      } catch {
        // No clipboard (an old browser, a page without permission): the link to copy by hand.
        enqueueSnackbar(`Salin tautan ini: ${url}`, { variant: 'info' });
      }
    },
    [enqueueSnackbar],
  );

  return { download, copyLink, downloading };
}
