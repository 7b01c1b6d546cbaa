import { API_BASE_PATH } from '@gcw/shared';
import { useAuthorizedRequest } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';

import { refusalMessage } from '../../../lib/refusal-message';
import { fileNameOf, saveDownload } from '../save-download';

/**
 * "Unduh arsip". The archive holds everything the event knows about its owner, which a plain
 * link cannot prove: the bytes come through the shell's transport (its token and refresh) and
 * are handed over as a download. An expired link (410) says so in the API's words.
 */
export function useArchiveDownload() {
  const request = useAuthorizedRequest();
  const { enqueueSnackbar } = useSnackbar();
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = useCallback(
    async (id: number) => {
      setDownloading(id);
      const result = await request<Blob>({
        path: `${API_BASE_PATH}/privacy/exports/${id}/archive`,
        as: 'blob',
        // An archive with every uploaded file can take a while on a phone's connection.
        timeoutMs: 120_000,
      });
      setDownloading(null);
      if (result.error) {
        enqueueSnackbar(refusalMessage(result.error, 'Arsip gagal diunduh. Coba lagi nanti.'), {
          variant: 'error',
        });
        return;
      }
      const header = result.response?.headers.get('Content-Disposition');
      saveDownload(result.data, fileNameOf(header, `data-saya-${id}.zip`));
    },
    [enqueueSnackbar, request],
  );

  return { download, downloading };
}
