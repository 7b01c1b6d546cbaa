import { COMPETITION_EVENT_NAME, teamNameWithPrefix } from '@gcw/shared/contract';
import type { CompetitionType } from '@gcw/shared/contract';

import type { NotificationInput } from '../../domain/notifications/notify';
import type { TeamFacts } from '../../domain/notifications/texts';

const TEAM_PAGE: Record<CompetitionType, string> = {
  hackathon: '/dashboard/hackathon',
  'competitive-programming': '/dashboard/competitive-programming',
};

/** To the member the leader removed: the team page no longer opens for them, so link the event. */
export function memberRemoved(t: TeamFacts, userId: number, at: Date): NotificationInput {
  const event = COMPETITION_EVENT_NAME[t.eventType];
  return {
    kind: 'member_removed',
    event,
    title: `Anda dikeluarkan dari ${teamNameWithPrefix(t.teamName)}`,
    body: `Ketua ${teamNameWithPrefix(t.teamName)} mengeluarkan Anda dari tim di ${event}. Anda dapat mendaftarkan tim baru atau bergabung dengan tim lain.`,
    link: TEAM_PAGE[t.eventType],
    eventId: `team-${t.id}.remove-${userId}.${at.getTime()}`,
  };
}

export function leaderChanged(
  t: TeamFacts,
  fromName: string,
  userId: number,
  at: Date,
): NotificationInput {
  const event = COMPETITION_EVENT_NAME[t.eventType];
  return {
    kind: 'leader_changed',
    event,
    title: `Anda kini ketua ${teamNameWithPrefix(t.teamName)}`,
    body: `${fromName} menyerahkan posisi ketua ${teamNameWithPrefix(t.teamName)} di ${event} kepada Anda.`,
    link: `${TEAM_PAGE[t.eventType]}/team`,
    eventId: `team-${t.id}.leader-${userId}.${at.getTime()}`,
  };
}
