import type { EventSettings } from '@gcw/shared/contract';
import {
  competitionFeeTextAt,
  formatDate,
  formatDateTime,
  registrationWindowText,
  seminarFeeText,
} from '@gcw/shared/format';

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

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
  /** The FAQ's sentence on the countdown: where it goes, or that it has ended. */
  'countdown-sentence': string;
  'final-day': string;
  /** After the timeline's Final Day: empty before the day is over, then that it took place. */
  'final-day-note': string;
  /** The FAQ's sentence on the Final Day, in the future or the past tense. */
  'final-day-sentence': string;
  'fee-hackathon': string;
  'fee-cp': string;
  'fee-seminar': string;
  'size-hackathon': string;
  'size-cp': string;
  'registration-hackathon': string;
  'registration-cp': string;
  'registration-seminar': string;
}
export type LandingFactName = keyof LandingFactTexts;

export interface LandingFacts {
  countdownTargetMs: number;
  texts: LandingFactTexts;
}

/** The Final Day and the countdown in the tense `now` puts them in. */
function dateTexts(general: EventSettings['general'], now: number) {
  const target = safeFormat(general.countdown_target, formatDateTime);
  const finalDay = safeFormat(general.final_day, formatDate);
  // The Final Day is over at the end of that day in Jakarta.
  const finalDayOver = now >= toInstant(general.final_day) + DAY_MS;
  const countdownOver = now >= toInstant(general.countdown_target);
  return {
    'countdown-target': target,
    'countdown-sentence': countdownOver
      ? `Hitung mundur di halaman ini telah berakhir pada ${target}.`
      : `Hitung mundur di halaman ini menuju ${target}.`,
    'final-day': finalDay,
    'final-day-note': finalDayOver ? ' (telah berlangsung)' : '',
    'final-day-sentence': finalDayOver
      ? `Final Day telah berlangsung pada ${finalDay}.`
      : `Final Day jatuh pada ${finalDay}.`,
  };
}

/**
 * One reading of the settings for both the page and its prerendered script (which corrects the
 * build-time texts with the same function), so the two never disagree (R9.2's dates). The
 * fees and registration windows are read by the same shared functions as the dashboard's; `now`
 * puts dates that have passed in the past ("Pendaftaran telah ditutup").
 */
export function landingFacts(settings: EventSettings, now: number): LandingFacts {
  const { general, hackathon, seminar } = settings;
  const cp = settings['competitive-programming'];
  return {
    countdownTargetMs: toInstant(general.countdown_target),
    texts: {
      ...dateTexts(general, now),
      'fee-hackathon': competitionFeeTextAt(hackathon, now),
      'fee-cp': competitionFeeTextAt(cp, now),
      'fee-seminar': seminarFeeText(seminar),
      'size-hackathon': String(hackathon.team_size.max),
      'size-cp': String(cp.team_size.max),
      'registration-hackathon': registrationWindowText(hackathon.registration, now),
      'registration-cp': registrationWindowText(cp.registration, now),
      'registration-seminar': registrationWindowText(seminar.registration, now),
    },
  };
}
