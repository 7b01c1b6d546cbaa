import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';

import { refusalMessage } from '../../../lib/refusal-message';
import { useGetMyDataExportsQuery, useRequestMyDataExportMutation } from '../api/privacy-api';

/** How often the list is asked again while an archive is being prepared. */
export const EXPORT_POLL_MS = 3_000;

/**
 * The student's recent archives, asked again every few seconds only while one is pending (the
 * server prepares it in the background), and "Siapkan arsip data" with its refusals (409: one is
 * already pending; 429: the day's limit) told in the API's words.
 */
export function useDataExports() {
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState(false);
  // Polling follows the last answer: it starts when one is pending and stops once none is.
  const list = useGetMyDataExportsQuery(undefined, {
    pollingInterval: pending ? EXPORT_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const [requestExport, { isLoading: requesting }] = useRequestMyDataExportMutation();
  const nowPending = list.data?.some((entry) => entry.status === 'pending') ?? false;
  if (nowPending !== pending) setPending(nowPending);

  const request = useCallback(async () => {
    const result = await requestExport();
    if (result.error) {
      enqueueSnackbar(refusalMessage(result.error, 'Arsip gagal diminta. Coba lagi nanti.'), {
        variant: 'error',
      });
    }
  }, [enqueueSnackbar, requestExport]);

  return { ...list, pending, requesting, request };
}
