import { MAX_TEAM_SIZE } from './constants';
import type { CompetitionType } from './event-name';

/**
 * Event settings: the event's facts edited by admins, read by every page through
 * GET {API_BASE_PATH}/settings. Instants are ISO 8601 in UTC; pages show them in WIB. A bound
 * that is null is open: a fresh install sets none, so everything stays open.
 */
export interface EventWindow {
  opens_at: string | null;
  closes_at: string | null;
}

export interface BankAccount {
  bank: string;
  /** Digits only. */
  number: string;
  holder: string;
}

export interface CompetitionSettings {
  /** Registering a team, joining one and uploading or replacing the proof of payment. */
  registration: EventWindow;
  /** Rupiah; null: not announced. */
  fee: number | null;
  early_bird_fee: number | null;
  early_bird_until: string | null;
  bank_account: BankAccount | null;
  /** max never above MAX_TEAM_SIZE (R9.4): the database's cap of a team row. */
  team_size: { min: number; max: number };
  /** Hackathon: proposal upload; Competitive Programming: warm-up. */
  stage_1: EventWindow;
  /** Hackathon: video link; Competitive Programming: qualifying round. */
  stage_2: EventWindow;
}

export interface SeminarSettings {
  registration: EventWindow;
  fee: number | null;
  bank_account: BankAccount | null;
  /** Date and time the seminar starts. */
  starts_at: string | null;
  venue: string;
  online_link: string;
  /** Seats; null: unlimited. */
  capacity: number | null;
}

export interface GeneralSettings {
  /** The landing's countdown target (R9.2 default: 26 July 2025 00:00 WIB). */
  countdown_target: string;
  /** The FAQ's Final Day, a calendar date `YYYY-MM-DD` (R9.2 default: 2025-07-19). */
  final_day: string;
}

export interface EventSettings {
  general: GeneralSettings;
  hackathon: CompetitionSettings;
  'competitive-programming': CompetitionSettings;
  seminar: SeminarSettings;
  /** Last change by an admin; null when nothing was ever saved. */
  updated_at: string | null;
}

export const SETTINGS_SECTIONS = [
  'general',
  'hackathon',
  'competitive-programming',
  'seminar',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export type SettingsSectionValue<S extends SettingsSection> = EventSettings[S];

/** Answer of GET /api/v1/admin/settings: the settings plus what validation compares against. */
export interface AdminEventSettings extends EventSettings {
  seminar_seats_taken: number;
}

/** A window a team can be given more time for (registration covers joining and payment). */
export const EXTENDABLE_WINDOWS = ['registration', 'stage_1', 'stage_2'] as const;
export type ExtendableWindow = (typeof EXTENDABLE_WINDOWS)[number];

/** PUT /api/v1/admin/teams/{id}/deadline-extension; `until` null removes the extension. */
export interface DeadlineExtensionPayload {
  window: ExtendableWindow;
  until: string | null;
}

export interface DeadlineExtension {
  team_id: number;
  window: ExtendableWindow;
  until: string;
}

/** Body extras of a 403 for a closed window: `Reason` and the bound passed or not reached. */
export const WINDOW_REFUSALS = ['window-not-open', 'window-closed'] as const;
export type WindowRefusal = (typeof WINDOW_REFUSALS)[number];

function defaultCompetition(type: CompetitionType): CompetitionSettings {
  const open: EventWindow = { opens_at: null, closes_at: null };
  const hackathon = type === 'hackathon';
  return {
    registration: open,
    // R9.3: Hackathon Rp80.000–Rp100.000 (early bird to regular), CP Rp80.000.
    fee: hackathon ? 100_000 : 80_000,
    early_bird_fee: hackathon ? 80_000 : null,
    early_bird_until: null,
    bank_account: null,
    team_size: { min: 1, max: MAX_TEAM_SIZE[type] },
    stage_1: open,
    stage_2: open,
  };
}

/**
 * What a fresh install answers: the facts of R9 and nothing the requirements do not give (a fact it
 * does not give is not announced), every window open.
 */
export const DEFAULT_EVENT_SETTINGS: EventSettings = {
  general: { countdown_target: '2025-07-25T17:00:00.000Z', final_day: '2025-07-19' },
  hackathon: defaultCompetition('hackathon'),
  'competitive-programming': defaultCompetition('competitive-programming'),
  seminar: {
    registration: { opens_at: null, closes_at: null },
    // R9.3 gives no seminar fee: not announced until an admin sets one (0 is free).
    fee: null,
    bank_account: null,
    starts_at: null,
    venue: '',
    online_link: '',
    capacity: null,
  },
  updated_at: null,
};

export type WindowState = 'not-open' | 'open' | 'closed';

/**
 * Where `now` falls in a window; `extendedUntil` (one team's extension) replaces a closing
 * time that is earlier. One function for the server's refusal and the pages' display.
 */
export function windowState(
  window: EventWindow,
  now: number,
  extendedUntil: string | null = null,
): WindowState {
  if (window.opens_at && now < Date.parse(window.opens_at)) return 'not-open';
  const closes = [window.closes_at, extendedUntil].filter((v): v is string => Boolean(v));
  if (window.closes_at && closes.every((at) => now >= Date.parse(at))) return 'closed';
  return 'open';
}
