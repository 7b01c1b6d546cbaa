import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

import { useGetRetentionOverviewQuery } from '../api/privacy-api';
import { PrivacySection } from './privacy-section';
import { RetentionPeriods } from './retention-periods';
import { RetentionRunCards } from './retention-run-cards';
import { RetentionRunsTable } from './retention-runs-table';
import { RunRetentionButton } from './run-retention-button';

/** "Retensi data": how long data is kept, running the job now, and what its runs removed. */
export function RetentionSection() {
  const { data, error, isLoading } = useGetRetentionOverviewQuery();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const Runs = phone ? RetentionRunCards : RetentionRunsTable;

  return (
    <PrivacySection
      id="retention-title"
      title="Retensi data"
      intro="Data peserta disimpan hanya selama diperlukan. Setelah masa simpannya lewat, tugas retensi menghapusnya."
      action={<RunRetentionButton />}
    >
      {error ? (
        <Alert severity="error">{errorMessage(error, 'Data retensi tidak dapat dimuat.')}</Alert>
      ) : null}
      {isLoading ? <Skeleton variant="rounded" height={160} /> : null}
      {data ? (
        <Stack spacing={3}>
          <RetentionPeriods settings={data.settings} />
          <Stack spacing={1}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
              Riwayat retensi
            </Typography>
            {data.runs.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Tugas retensi belum pernah berjalan.
              </Typography>
            ) : (
              <Runs runs={data.runs} />
            )}
          </Stack>
        </Stack>
      ) : null}
    </PrivacySection>
  );
}
