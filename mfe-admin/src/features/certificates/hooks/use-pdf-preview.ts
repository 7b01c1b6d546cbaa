import type { CertificateTemplateKey, CertificateTemplatePayload } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';

import { usePreviewCertificateMutation } from '../api/certificates-api';

/** Long enough for the new tab's PDF viewer to read the bytes. */
const KEEP_OBJECT_URL_MS = 60_000;

/**
 * "Pratinjau": the PDF of the form as it stands, with sample data, in a new tab. The PDF needs
 * the admin's session, so it comes through the transport as bytes; the page's CSP allows no
 * frame or object for them. The tab is opened on the click itself (a popup blocker lets that
 * through, not one opened after the request) and shown the PDF when it arrives.
 */
export function usePdfPreview() {
  const [preview, state] = usePreviewCertificateMutation();
  const { enqueueSnackbar } = useSnackbar();

  const open = useCallback(
    async (key: CertificateTemplateKey, body: CertificateTemplatePayload) => {
      const tab = window.open('', '_blank');
      if (tab) {
        // The tab shows only the PDF: it has no business with this page.
        tab.opener = null;
        tab.document.title = 'Menyiapkan pratinjau…';
      }
      const result = await preview({ key, body });
      if ('error' in result) {
        tab?.close();
        enqueueSnackbar(errorMessage(result.error, 'Pratinjau gagal dibuat.'), {
          variant: 'error',
        });
        return;
      }
      const url = result.data;
      if (tab) {
        tab.location.href = url;
      } else {
        // Popups blocked: the PDF is saved instead.
        const link = document.createElement('a');
        link.href = url;
        link.download = `pratinjau-${key}.pdf`;
        document.body.appendChild(link);
        link.click();
        link.remove();
      }
      setTimeout(() => URL.revokeObjectURL(url), KEEP_OBJECT_URL_MS);
    },
    [enqueueSnackbar, preview],
  );

  return { open, busy: state.isLoading };
}
