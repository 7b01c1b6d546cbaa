import { PATHS } from '@gcw/shared';
import type { RetentionSettings } from '@gcw/shared/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { retentionPeriods } from '../privacy-labels';

/** How long each kind of data is kept on this deployment, and whether the daily job runs. */
export function RetentionPeriods({ settings }: { settings: RetentionSettings }) {
  return (
    <Stack spacing={1.5}>
      <Box component="ul" aria-label="Masa simpan data" sx={{ m: 0, pl: 2.5 }}>
        {retentionPeriods(settings).map((period) => (
          <Typography key={period.label} component="li" variant="body2" sx={{ mb: 0.5 }}>
            <strong>{period.label}</strong>: {period.rule}.
          </Typography>
        ))}
      </Box>
      {settings.event_end_set ? null : (
        // Counting from the default final day (another year's) would remove this event's uploads.
        <Alert severity="warning">
          Hari final belum ditetapkan di{' '}
          <Link component={RouterLink} to={PATHS['admin-settings']}>
            Pengaturan acara
          </Link>
          , jadi masa simpan dokumen, bukti pembayaran, berkas tim, dan catatan belum berjalan. Akun
          yang tidak menyelesaikan pendaftaran tetap dihapus sesuai masa simpannya.
        </Alert>
      )}
      {settings.scheduled ? (
        <Alert severity="info">Tugas retensi berjalan otomatis setiap hari.</Alert>
      ) : (
        // The deployment turned the job off (RETENTION_INTERVAL=0): nothing goes unless run here.
        <Alert severity="warning">
          Tugas retensi harian dimatikan di server ini. Data yang melewati masa simpannya hanya
          dihapus bila Anda menjalankan retensi dari halaman ini.
        </Alert>
      )}
    </Stack>
  );
}
