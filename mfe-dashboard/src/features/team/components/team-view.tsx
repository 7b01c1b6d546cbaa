import type { CompetitionType } from '@gcw/shared';
import { teamDetailPath } from '@gcw/shared';
import { selectUser, useAppSelector } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { useGetTeamQuery } from '../../../api/team-api';
import { PageSkeleton } from '../../../components/page-skeleton';
import { COMPETITIONS } from '../../../lib/competition-info';
import { isStatus, refusalMessage } from '../../../lib/refusal-message';
import { LeaderControls } from './leader-controls';
import { LeaveTeamButton } from './leave-team-button';
import { MembersList } from './members-list';
import { PaymentCard } from './payment-card';
import { TeamInfoCard } from './team-info-card';

/** A team the user belongs to; the API refuses (403) anyone else, and so does this view. */
export function TeamView({ id, competition }: { id: number; competition: CompetitionType }) {
  const user = useAppSelector(selectUser);
  const { data: team, error, isLoading, refetch } = useGetTeamQuery(id);

  if (isLoading) return <PageSkeleton label="Memuat tim" />;
  if (error || !team) {
    const refused = isStatus(error, 403) || isStatus(error, 404);
    return (
      <Alert
        severity={refused ? 'warning' : 'error'}
        action={
          refused ? undefined : (
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Coba lagi
            </Button>
          )
        }
      >
        {refusalMessage(error, 'Data tim gagal dimuat.')}
      </Alert>
    );
  }
  if (team.event_type !== competition) {
    return (
      <Alert
        severity="info"
        action={
          <Button
            component={RouterLink}
            to={teamDetailPath(team.event_type, team.id)}
            color="inherit"
            size="small"
          >
            Buka
          </Button>
        }
      >
        Tim ini adalah tim {COMPETITIONS[team.event_type].title}.
      </Alert>
    );
  }
  const isLeader = team.leader_id === user?.id;
  return (
    <Stack spacing={3}>
      <TeamInfoCard team={team} />
      <PaymentCard team={team} isLeader={isLeader} />
      <MembersList members={team.members} maxMembers={team.max_members} currentUserId={user?.id} />
      {isLeader ? <LeaderControls team={team} /> : null}
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <LeaveTeamButton team={team} isLeader={isLeader} />
      </Stack>
    </Stack>
  );
}
