import type { Certificate } from '@gcw/shared';
import { CERTIFICATE_KIND_LABELS, COMPETITION_EVENT_NAME } from '@gcw/shared';
import { formatDate } from '@gcw/shared/format';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface CertificateCardProps {
  certificate: Certificate;
  downloading: boolean;
  onDownload: () => void;
  onCopyLink: () => void;
}

/** The certificate's name: its kind, and the competition it is for. */
export function certificateTitle(certificate: Certificate): string {
  const kind = CERTIFICATE_KIND_LABELS[certificate.kind];
  return certificate.competition
    ? `${kind} ${COMPETITION_EVENT_NAME[certificate.competition]}`
    : kind;
}

/** One certificate: what it is for, when it was issued, its PDF and its public check. */
export function CertificateCard({
  certificate,
  downloading,
  onDownload,
  onCopyLink,
}: CertificateCardProps) {
  const titleId = useId();
  const revoked = certificate.revoked_at !== null;
  const title = certificateTitle(certificate);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.2rem', mr: 1 }}>
          {title}
        </Typography>
        {revoked ? (
          <Chip size="small" color="error" label="Dicabut" />
        ) : (
          <Chip size="small" color="success" label="Sah" />
        )}
      </Stack>
      <Typography sx={{ mt: 1 }}>{certificate.event_name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {[certificate.role_text, certificate.team_name].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Terbit {formatDate(certificate.issued_at)} · Nomor {certificate.code}
      </Typography>
      {revoked && certificate.revoked_at ? (
        <Alert severity="error" role="note" sx={{ mt: 1.5 }}>
          Sertifikat ini dicabut pada {formatDate(certificate.revoked_at)}
          {certificate.revoke_reason ? `: ${certificate.revoke_reason}` : '.'} Hubungi panitia bila
          menurut Anda ini keliru.
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        {revoked ? null : (
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={onDownload}
            disabled={downloading}
            aria-label={`Unduh PDF ${title}`}
          >
            {downloading ? 'Mengunduh…' : 'Unduh PDF'}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={onCopyLink}
          aria-label={`Salin tautan verifikasi ${title}`}
        >
          Salin tautan verifikasi
        </Button>
      </Stack>
    </Paper>
  );
}
