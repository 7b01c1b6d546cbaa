import type { AdminCertificate } from '@gcw/shared';
import { CERTIFICATE_LIMITS, certificateRevokeSchema } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';

import { ReasonDialog } from '../../../components/reason-dialog';
import { useRevokeCertificateMutation } from '../api/certificates-api';

/** The contract's rule for the reason (the API checks it again), or null when it passes. */
function reasonProblem(reason: string): string | null {
  try {
    certificateRevokeSchema.validateSync({ reason });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'Alasan tidak valid';
  }
}

interface RevokeDialogProps {
  certificate: AdminCertificate | null;
  onClose: () => void;
}

/** "Cabut": a reason is required; the verification page then says the certificate is revoked. */
export function RevokeDialog({ certificate, onClose }: RevokeDialogProps) {
  const [revoke, { isLoading }] = useRevokeCertificateMutation();
  const { enqueueSnackbar } = useSnackbar();

  const confirm = async (reason: string) => {
    if (!certificate) return;
    const result = await revoke({ code: certificate.code, reason });
    if ('error' in result) {
      enqueueSnackbar(errorMessage(result.error, 'Sertifikat gagal dicabut.'), {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar(`Sertifikat ${certificate.code} dicabut.`, { variant: 'success' });
    onClose();
  };

  return (
    <ReasonDialog
      // A fresh, empty reason for each certificate.
      key={certificate?.code ?? 'none'}
      open={certificate !== null}
      title="Cabut sertifikat?"
      message={
        certificate
          ? `Sertifikat ${certificate.code} atas nama ${certificate.recipient_name} akan dicabut. Halaman verifikasinya akan menyatakan sertifikat ini telah dicabut, dan tindakan ini dicatat di log audit beserta alasannya.`
          : ''
      }
      confirmLabel="Cabut sertifikat"
      danger
      busy={isLoading}
      label="Alasan pencabutan"
      problem={reasonProblem}
      hint={(length) => `Wajib diisi. ${length}/${CERTIFICATE_LIMITS.revokeReason}`}
      blockInvalid
      onConfirm={(reason) => void confirm(reason)}
      onClose={onClose}
    />
  );
}
