import { PATHS } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link, useParams } from 'react-router-dom';

import { useVerifyCertificateQuery } from '../api/verification-api';
import { CheckCodeForm } from './check-code-form';
import { VerificationResult } from './verification-result';

function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 404;
}

/** The answer for one code: genuine, revoked, unknown, or a failure to ask. */
function Verification({ code }: { code: string }) {
  const { data, error, isFetching, refetch } = useVerifyCertificateQuery(code);
  if (isFetching && !data)
    return <Skeleton variant="rounded" height={260} aria-label="Memeriksa sertifikat" />;
  if (error && isNotFound(error))
    return (
      <Alert severity="error" role="status" variant="outlined">
        <strong>Sertifikat tidak ditemukan</strong>. Tidak ada sertifikat bernomor {code}. Periksa
        kembali kodenya (huruf dan angka di bawah kode QR).
      </Alert>
    );
  if (error)
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Coba lagi
          </Button>
        }
      >
        {errorMessage(error, 'Sertifikat belum dapat diperiksa. Coba lagi sebentar lagi.')}
      </Alert>
    );
  return data ? <VerificationResult result={data} /> : null;
}

/**
 * /sertifikat/:code, public (no sign-in): the page a certificate's QR code leads to, where a
 * university or an employer checks it; /sertifikat alone asks for a code.
 */
export function VerifyCertificatePage() {
  const { code = '' } = useParams<{ code: string }>();
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center' }}>
      <PageFrame
        title="Verifikasi Sertifikat"
        subtitle="Periksa keaslian e-sertifikat yang diterbitkan panitia."
        actions={
          <Button component={Link} to={PATHS.home} variant="outlined">
            Kembali ke Beranda
          </Button>
        }
      >
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          {code ? <Verification key={code} code={code} /> : null}
          <CheckCodeForm key={code} />
        </Stack>
      </PageFrame>
    </Box>
  );
}
