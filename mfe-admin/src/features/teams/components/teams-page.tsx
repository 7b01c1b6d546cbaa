import type { CompetitionType } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router-dom';

import { ExportCsvButton } from '../../../components/export-csv-button';
import { useListParams } from '../../../hooks/use-list-params';
import { useGetAdminTeamsQuery } from '../api/teams-api';
import { useReviewedTeam } from '../hooks/use-reviewed-team';
import { useTeamSelection } from '../hooks/use-team-selection';
import { BulkActionsBar } from './bulk-actions-bar';
import { TeamReviewDialog } from './team-review-dialog';
import { TEAM_FILTER_KEYS, TeamsFilters } from './teams-filters';
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
  const { data, error, isFetching, fulfilledTimeStamp } = useGetAdminTeamsQuery({
    eventType,
    params: list.params,
  });
  const { selection, teams, clear } = useTeamSelection();
  const reviewId = Number(searchParams.get('team')) || null;
  const review = useReviewedTeam(reviewId, data?.items, fulfilledTimeStamp);
  const reviewed = review.team;
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
          onReview={(team) => {
            review.opened(team);
            setReview(team.id);
          }}
        />
      </Stack>
      <TeamReviewDialog
        team={reviewed}
        onChanged={review.changed}
        onClose={() => setReview(null)}
      />
    </PageFrame>
  );
}
