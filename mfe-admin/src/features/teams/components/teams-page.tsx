import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { CompetitionType } from '@gcw/shared';
import { PageFrame, errorMessage } from '@gcw/shared';
import { useSearchParams } from 'react-router-dom';

import { ExportCsvButton } from '../../common/components/export-csv-button';
import { useListParams } from '../../common/hooks/use-list-params';
import { useGetAdminTeamsQuery } from '../api/teams-api';
import { useTeamSelection } from '../hooks/use-team-selection';
import { BulkActionsBar } from './bulk-actions-bar';
import { TEAM_FILTER_KEYS, TeamsFilters } from './teams-filters';
import { TeamReviewDialog } from './team-review-dialog';
import { TeamsTable } from './teams-table';

interface TeamsPageProps {
  eventType: CompetitionType;
  title: string;
  subtitle: string;
}

/** One competition's teams: filter, review one team, or act on a selection. */
export function TeamsPage({ eventType, title, subtitle }: TeamsPageProps) {
  const list = useListParams(TEAM_FILTER_KEYS);
  const [searchParams] = useSearchParams();
  const { data, error, isFetching } = useGetAdminTeamsQuery({ eventType, params: list.params });
  const { selection, teams, clear } = useTeamSelection();
  // The review follows the list row, so it shows fresh data after every action.
  const reviewId = Number(searchParams.get('team')) || null;
  const reviewed = data?.items.find((team) => team.id === reviewId) ?? null;
  const setReview = (id: number | null) => list.update({ team: id ? String(id) : null }, true);

  return (
    <PageFrame
      title={title}
      subtitle={subtitle}
      actions={
        <ExportCsvButton
          path={`/teams/${eventType}/export`}
          params={list.params}
          fileName={`tim-${eventType}`}
        />
      }
    >
      <Stack spacing={2}>
        <TeamsFilters params={list.params} update={list.update} />
        <BulkActionsBar teams={teams} onDone={clear} />
        {reviewId && data && !reviewed ? (
          <Alert severity="info">
            Tim #{reviewId} tidak ada di halaman ini. Cari tim lewat kolom pencarian.
          </Alert>
        ) : null}
        <TeamsTable
          list={list}
          rows={error ? undefined : data?.items}
          total={data?.total ?? 0}
          loading={isFetching}
          error={error ? errorMessage(error, 'Gagal memuat tim.') : null}
          selection={selection}
          onReview={(team) => setReview(team.id)}
        />
      </Stack>
      <TeamReviewDialog team={reviewed} onClose={() => setReview(null)} />
    </PageFrame>
  );
}
