/** The three activities as they are named on the wire (R3.3 "Event entry"). */
export const EVENT_NAMES = ['Seminar', 'Hackathon', 'Competitive Programming'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** The `{event_type}` path segment of `POST /team/registration/{event_type}`. */
export const COMPETITION_TYPES = ['hackathon', 'competitive-programming'] as const;
export type CompetitionType = (typeof COMPETITION_TYPES)[number];

export const COMPETITION_EVENT_NAME: Record<CompetitionType, EventName> = {
  hackathon: 'Hackathon',
  'competitive-programming': 'Competitive Programming',
};

export function isCompetitionType(value: unknown): value is CompetitionType {
  return typeof value === 'string' && (COMPETITION_TYPES as readonly string[]).includes(value);
}
