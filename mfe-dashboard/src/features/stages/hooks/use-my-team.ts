import { skipToken } from '@reduxjs/toolkit/query';

import { useGetTeamQuery } from '../../../api/team-api';
import { useEventState } from '../../../hooks/use-event-state';

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
