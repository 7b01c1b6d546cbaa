import { skipToken } from '@reduxjs/toolkit/query';

import { useEventState } from '../../../hooks/use-event-state';
import { useGetTeamQuery } from '../../../api/team-api';

/** The user's team detail (submissions included), once the events say which team it is. */
export function useMyTeam() {
  const events = useEventState();
  const query = useGetTeamQuery(events.teamId ?? skipToken);
  return {
    team: query.data,
    isLoading: events.isLoading || query.isLoading,
    error: query.error,
  };
}
