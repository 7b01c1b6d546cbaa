import type { CertificateVerification } from '@gcw/shared';
import { formatDate } from '@gcw/shared/format';
import CancelIcon from '@mui/icons-material/Cancel';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, gap: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * What a third party may know of a certificate: genuine or revoked, and the facts printed on
 * it (name, kind, event, dates, number); nothing else of its holder.
 */
export function VerificationResult({ result }: { result: CertificateVerification }) {
  const revoked = result.status === 'revoked';
  const color = revoked ? 'error' : 'success';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="verification-status"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: `${color}.main`, borderWidth: 2 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        {revoked ? (
          <CancelIcon color="error" sx={{ fontSize: 40 }} aria-hidden />
        ) : (
          <VerifiedIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
        )}
        <Typography
          id="verification-status"
          variant="h2"
          role="status"
          sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, color: `${color}.dark` }}
        >
          {revoked
            ? `Sertifikat ini telah dicabut pada ${result.revoked_at ? formatDate(result.revoked_at) : '—'}`
            : 'Sertifikat asli'}
        </Typography>
      </Stack>
      {revoked ? (
        <Typography sx={{ mb: 2 }}>
          Sertifikat ini tidak berlaku lagi dan tidak dapat dipakai sebagai bukti.
        </Typography>
      ) : (
        <Typography sx={{ mb: 2 }}>
          Sertifikat ini diterbitkan oleh panitia dan tercatat di sistem kami.
        </Typography>
      )}
      <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
        <Fact term="Nama" value={result.name} />
        <Fact term="Jenis" value={result.kind_label} />
        <Fact term="Acara" value={result.event_name} />
        <Fact
          term="Tanggal acara"
          value={result.event_date ? formatDate(result.event_date) : '—'}
        />
        <Fact term="Diterbitkan" value={formatDate(result.issued_at)} />
        <Fact term="Nomor sertifikat" value={result.code} />
      </Stack>
    </Paper>
  );
}
