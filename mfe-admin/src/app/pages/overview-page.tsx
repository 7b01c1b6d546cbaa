import { COMPETITION_TYPES } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import { errorMessage, usePermitted } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';

import { useGetAdminStatsQuery } from '../../features/overview/api/stats-api';
import { PaymentsWaitingChart } from '../../features/overview/components/payments-waiting-chart';
import { RegistrationsChart } from '../../features/overview/components/registrations-chart';
import { SeminarSeatsChart } from '../../features/overview/components/seminar-seats-chart';
import { TeamsStageChart } from '../../features/overview/components/teams-stage-chart';
import { TopInstitutionsChart } from '../../features/overview/components/top-institutions-chart';
import { SetupChecklistCard } from '../../features/setup-checklist/components/setup-checklist-card';

// The charts package has no Indonesian locale; its few own texts are set here.
const LOCALE_TEXT = { loading: 'Memuat data…', noData: 'Belum ada data' };

/**
 * /admin/overview: what the event still lacks (the set-up checklist), then its figures at a
 * glance, each chart also readable as a table.
 */
export function OverviewPage() {
  const { data, error, isFetching, refetch } = useGetAdminStatsQuery();
  // The checklist's fixes are settings: only for those who may edit them.
  const setup = usePermitted('settings.edit');
  return (
    <PageFrame
      title="Ringkasan acara"
      subtitle={
        data ? `Data per ${formatDateTime(data.generated_at)}.` : 'Angka pendaftaran terkini.'
      }
      actions={
        <Button variant="outlined" onClick={() => refetch()} disabled={isFetching}>
          Muat ulang
        </Button>
      }
    >
      {setup ? <SetupChecklistCard /> : null}
      {error ? (
        <Alert severity="error">{errorMessage(error, 'Gagal memuat ringkasan.')}</Alert>
      ) : null}
      {!data && !error ? (
        <Skeleton variant="rounded" height={320} aria-label="Memuat grafik" />
      ) : null}
      {data ? (
        <ChartsLocalizationProvider localeText={LOCALE_TEXT}>
          <Grid container spacing={2}>
            <Grid size={12}>
              <RegistrationsChart days={data.registrations_per_day} />
            </Grid>
            {COMPETITION_TYPES.map((event) => (
              <Grid key={event} size={{ xs: 12, md: 6 }}>
                <TeamsStageChart event={event} rows={data.teams_by_stage} />
              </Grid>
            ))}
            <Grid size={{ xs: 12, md: 6 }}>
              <PaymentsWaitingChart waiting={data.payments_waiting} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SeminarSeatsChart seats={data.seminar_seats} />
            </Grid>
            <Grid size={12}>
              <TopInstitutionsChart rows={data.top_institutions} />
            </Grid>
          </Grid>
        </ChartsLocalizationProvider>
      ) : null}
    </PageFrame>
  );
}
