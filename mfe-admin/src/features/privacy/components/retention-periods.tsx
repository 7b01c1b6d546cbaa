import type { RetentionSettings } from '@gcw/shared/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
