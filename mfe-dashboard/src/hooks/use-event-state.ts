import type { EventName } from '@gcw/shared';
import { DEFAULT_EVENT_STATUS } from '@gcw/shared';
import type { SessionEvent } from '@gcw/shared/store';
import {
  normalizeEvents,
  selectEvents,
  selectTeamId,
  selectUser,
  useAppSelector,
  useGetEventsQuery,
} from '@gcw/shared/store';

/**
 * The user's event statuses, ticket and team id. It subscribes to getEvents so that a mutation
 * invalidating 'Events' refetches it (and the shell's session follows); until the answer comes,
 * it shows what the session already knows.
 */
export function useEventState() {
  const user = useAppSelector(selectUser);
  const query = useGetEventsQuery(undefined, { skip: !user });
  const sessionEvents = useAppSelector(selectEvents);
  const sessionTeamId = useAppSelector(selectTeamId);
  const events: SessionEvent[] = query.data ? normalizeEvents(query.data.events) : sessionEvents;
  const teamId = query.data ? (query.data.id_team ?? null) : sessionTeamId;
  const entryOf = (name: EventName) => events.find((event) => event.name === name);
  return {
    statusOf: (name: EventName) => entryOf(name)?.status ?? DEFAULT_EVENT_STATUS,
    ticketOf: (name: EventName) => entryOf(name)?.ticket ?? null,
    teamId,
    isLoading: query.isLoading && !query.data,
    isError: query.isError && !query.data,
    error: query.error,
    refetch: query.refetch,
  };
}
