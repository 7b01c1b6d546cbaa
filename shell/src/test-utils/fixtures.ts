import type { EventStatus, EventsData, Session, User } from '@gcw/shared';
import { makeUser } from '@gcw/shared/testing';

/** Test data only: users, sessions and events answers as the API sends them. */
export { makeUser };

export const participantUser = makeUser();
export const adminUser = makeUser({ id: 1, name: 'Admin GCW', role: 'admin' });

export function makeSession(
  user: User = participantUser,
  tokens = { access: 'old', refresh: 'r1' },
) {
  const session: Session = {
    user,
    access_token: tokens.access,
    refresh_token: tokens.refresh,
  };
  return session;
}

export function eventsData(
  statuses: { hackathon?: EventStatus; cp?: EventStatus; seminar?: EventStatus } = {},
  idTeam: number | null = null,
): EventsData {
  return {
    events: [
      { name: 'Seminar', status: statuses.seminar ?? 'Unregistered', ticket: null },
      { name: 'Hackathon', status: statuses.hackathon ?? 'Unregistered', ticket: null },
      {
        name: 'Competitive Programming',
        status: statuses.cp ?? 'Unregistered',
        ticket: null,
      },
    ],
    id_team: idTeam,
  };
}
