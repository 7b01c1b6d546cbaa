import type { RootState } from '@gcw/shared';
import { selectAccessToken, selectAppConfig } from '@gcw/shared';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';

import { SIGN_IN_AGAIN } from './use-upload';

const NOT_DOWNLOADABLE = 'Berkas tidak dapat diunduh. Coba lagi nanti.';

/** The file name of a Content-Disposition header, else a fallback. */
function fileNameOf(header: string | null, fallback: string) {
  const match = header?.match(/filename="?([^";]+)"?/);
  return match?.[1] ?? fallback;
}

/**
 * Uploaded files are served only with the Bearer token, which a plain link cannot send: fetch
 * the bytes with it and hand them to the browser as a download.
 */
export function useFileDownload() {
  const store = useStore<RootState>();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const download = useCallback(
    async (fileUrl: string, fallbackName: string) => {
      setBusy(true);
      try {
        const state = store.getState();
        const token = selectAccessToken(state);
        const response = await fetch(`${selectAppConfig(state).apiOrigin}${fileUrl}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        if (response.status === 401) throw new Error(SIGN_IN_AGAIN);
        if (!response.ok) throw new Error(NOT_DOWNLOADABLE);
        const blob = await response.blob();
        const url = URL.createObjectURL(blob);
        const anchor = document.createElement('a');
        anchor.href = url;
        anchor.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
        anchor.click();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      } catch (error) {
        // Network failures come as English TypeErrors: show our own sentence instead.
        const own = error instanceof Error && error.message === SIGN_IN_AGAIN;
        enqueueSnackbar(own ? SIGN_IN_AGAIN : NOT_DOWNLOADABLE, { variant: 'error' });
      } finally {
        setBusy(false);
      }
    },
    [enqueueSnackbar, store],
  );

  return { download, busy };
}
