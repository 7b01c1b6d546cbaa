import type { EventSettings } from '@gcw/shared/contract';
import { competitionFeeText, formatDate, formatDateTime } from '@gcw/shared/format';

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A plain `YYYY-MM-DD` is a day in Jakarta (WIB); anything else is read as given. */
export function toInstant(value: string): number {
  return Date.parse(PLAIN_DATE.test(value) ? `${value}T00:00:00+07:00` : value);
}

/** A date the browser cannot read is shown as written rather than taking the page down. */
function safeFormat(value: string, format: (ms: number) => string): string {
  const ms = toInstant(value);
  return Number.isNaN(ms) ? value : format(ms);
}

/** The texts of the landing that come from the event settings, by the `data-fact` name they carry. */
export interface LandingFactTexts {
  'countdown-target': string;
  'final-day': string;
  'fee-hackathon': string;
  'fee-cp': string;
  'size-hackathon': string;
  'size-cp': string;
}
export type LandingFactName = keyof LandingFactTexts;

export interface LandingFacts {
  countdownTargetMs: number;
  texts: LandingFactTexts;
}

/**
 * One reading of the settings for both the page and its prerendered script (which corrects the
 * build-time texts with the same function), so the two never disagree (SPEC §9's dates).
 */
export function landingFacts(settings: EventSettings): LandingFacts {
  const { general, hackathon } = settings;
  const cp = settings['competitive-programming'];
  return {
    countdownTargetMs: toInstant(general.countdown_target),
    texts: {
      'countdown-target': safeFormat(general.countdown_target, formatDateTime),
      'final-day': safeFormat(general.final_day, formatDate),
      'fee-hackathon': competitionFeeText(hackathon),
      'fee-cp': competitionFeeText(cp),
      'size-hackathon': String(hackathon.team_size.max),
      'size-cp': String(cp.team_size.max),
    },
  };
}
