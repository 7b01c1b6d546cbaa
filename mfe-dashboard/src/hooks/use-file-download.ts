import { useAuthorizedRequest } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';

import { SIGN_IN_AGAIN } from '../lib/upload-result';

const NOT_DOWNLOADABLE = 'Berkas tidak dapat diunduh. Coba lagi nanti.';

/** The file name of a Content-Disposition header, else a fallback. */
function fileNameOf(header: string | null | undefined, fallback: string) {
  const match = header?.match(/filename="?([^";]+)"?/);
  return match?.[1] ?? fallback;
}

/**
 * Uploaded files are served only to their owner, which a plain link cannot prove: fetch the
 * bytes through the shell's transport and hand them to the browser as a download.
 */
export function useFileDownload() {
  const request = useAuthorizedRequest();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const download = useCallback(
    async (fileUrl: string, fallbackName: string) => {
      setBusy(true);
      const result = await request<Blob>({ path: fileUrl, as: 'blob' });
      setBusy(false);
      if (result.error) {
        const ended = result.error.status === 401 || result.error.status === 'CUSTOM_ERROR';
        enqueueSnackbar(ended ? SIGN_IN_AGAIN : NOT_DOWNLOADABLE, { variant: 'error' });
        return;
      }
      const url = URL.createObjectURL(result.data);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileNameOf(
        result.response?.headers.get('Content-Disposition'),
        fallbackName,
      );
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    [enqueueSnackbar, request],
  );

  return { download, busy };
}
