import { useSnackbar } from 'notistack';
import { useCallback } from 'react';

/** Copies a text with the Clipboard API and says so in a toast ("Disalin"). */
export function useCopy() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (text: string) => {
      try {
        // Missing outside a secure context (http on a LAN address): the catch explains.
        await navigator.clipboard.writeText(text);
        enqueueSnackbar('Disalin', { variant: 'success' });
      } catch {
        enqueueSnackbar('Tidak dapat menyalin otomatis. Pilih teksnya lalu salin manual.', {
          variant: 'warning',
        });
      }
    },
    [enqueueSnackbar],
  );
}
