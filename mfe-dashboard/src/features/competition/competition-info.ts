import type { CompetitionType, EventName } from '@gcw/shared';

export interface CompetitionInfo {
  type: CompetitionType;
  eventName: EventName;
  title: string;
}

export const COMPETITIONS: Record<CompetitionType, CompetitionInfo> = {
  hackathon: { type: 'hackathon', eventName: 'Hackathon', title: 'Hackathon' },
  'competitive-programming': {
    type: 'competitive-programming',
    eventName: 'Competitive Programming',
    title: 'Competitive Programming',
  },
};
