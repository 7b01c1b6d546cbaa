import { errorMessage } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useGetMyCertificatesQuery } from '../api/certificates-api';
import { useCertificateActions } from '../hooks/use-certificate-actions';
import { CertificateCard } from './certificate-card';

/** What a student without certificates needs to know: which ones come, and when. */
function EmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}>
      <WorkspacePremiumIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 1 }}>
        Belum ada sertifikat
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
        E-sertifikat terbit setelah acara: sertifikat kehadiran untuk peserta seminar yang sudah
        check-in, dan sertifikat peserta, finalis, atau pemenang untuk anggota tim kompetisi. Anda
        mendapat notifikasi dan e-mail begitu sertifikat Anda terbit.
      </Typography>
    </Paper>
  );
}

/** /dashboard/sertifikat: the student's e-certificates, each downloadable and verifiable. */
export function CertificatesPage() {
  const { data, error, isLoading, refetch } = useGetMyCertificatesQuery();
  const actions = useCertificateActions();
  return (
    <PageFrame
      title="Sertifikat"
      subtitle="E-sertifikat Anda. Siapa pun dapat memeriksa keasliannya lewat tautan verifikasi."
    >
      {isLoading ? (
        <Stack spacing={2} aria-busy="true" aria-label="Memuat sertifikat">
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : null}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Coba lagi
            </Button>
          }
        >
          {errorMessage(error, 'Sertifikat gagal dimuat.')}
        </Alert>
      ) : null}
      {data && data.length === 0 ? <EmptyState /> : null}
      {data && data.length > 0 ? (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
          aria-label="Sertifikat saya"
        >
          {data.map((certificate) => (
            <li key={certificate.code}>
              <CertificateCard
                certificate={certificate}
                downloading={actions.downloading === certificate.code}
                onDownload={() => void actions.download(certificate.code)}
                onCopyLink={() => void actions.copyLink(certificate.code)}
              />
            </li>
          ))}
        </Box>
      ) : null}
    </PageFrame>
  );
}
