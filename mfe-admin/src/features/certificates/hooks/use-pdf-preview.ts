import type { CertificateTemplateKey, CertificateTemplatePayload } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';

import { usePreviewCertificateMutation } from '../api/certificates-api';
import { TEMPLATE_LABELS } from '../template-labels';

/**
 * "Pratinjau": the PDF of the form as it stands, with sample data, saved as a file the browser
 * opens from its downloads. It needs the admin's session, so it comes through the transport as
 * bytes; shown in a tab or a frame of its own, those bytes would fall under this page's CSP
 * (object-src 'none', no blob: frames), and Chrome's PDF viewer would show a blank page.
 */
export function usePdfPreview() {
  const [preview, state] = usePreviewCertificateMutation();
  const { enqueueSnackbar } = useSnackbar();

  const open = useCallback(
    async (key: CertificateTemplateKey, body: CertificateTemplatePayload) => {
      const result = await preview({ key, body });
      if ('error' in result) {
        enqueueSnackbar(errorMessage(result.error, 'Pratinjau gagal dibuat.'), {
          variant: 'error',
        });
        return;
      }
      const url = result.data;
      const link = document.createElement('a');
      link.href = url;
      link.download = `pratinjau-sertifikat-${key}.pdf`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Revoked later: some browsers start the download only after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      enqueueSnackbar(
        `Pratinjau ${TEMPLATE_LABELS[key]} diunduh (data contoh). Buka berkasnya untuk melihat.`,
        { variant: 'success' },
      );
    },
    [enqueueSnackbar, preview],
  );

  return { open, busy: state.isLoading };
}
