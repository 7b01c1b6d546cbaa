import type { CompetitionType } from '@gcw/shared';

export const EVENT_LABELS: Record<CompetitionType, string> = {
  hackathon: 'Hackathon',
  'competitive-programming': 'Competitive Programming',
};

const shortDay = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** `2025-07-19` (a WIB calendar date) → "19 Jul". */
export const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

export const count = (n: number) => new Intl.NumberFormat('id-ID').format(n);
