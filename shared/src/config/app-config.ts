import { MAX_TEAM_SIZE } from '../contract/constants';
import type { DashboardConfig } from './dashboard-config';
import { DEFAULT_DASHBOARD_CONFIG } from './dashboard-config';

/**
 * Deploy-time configuration, read by the shell from `/app-config.json` at start so that a
 * deployment changes it without a rebuild. Every field has a default from R9 (docs/requirements.md).
 */
export interface AppConfig {
  /** The event's display name ("GCW" is only the event code of the API path). */
  eventName: string;
  /** Origin of the API; empty means the same origin as the shell. */
  apiOrigin: string;
  /** Google OAuth client id; empty hides every Google sign-in part. */
  googleClientId: string;
  /** Google Analytics 4 measurement id; empty sends analytics to `window.dataLayer` only. */
  gaMeasurementId: string;
  /**
   * @deprecated since 2.14: the countdown target is `general.countdown_target` of the event
   * settings (GET /settings). Kept with its default for remotes built before; not read from
   * app-config.json any more.
   */
  countdownTarget: string;
  /** @deprecated since 2.14: `general.final_day` of the event settings. */
  finalDay: string;
  guideBookUrl: string;
  social: { tiktok: string; instagram: string; email: string };
  copyrightYear: number;
  /** @deprecated since 2.14: `fee` and `early_bird_fee` of each competition's settings. */
  fees: { hackathonMin: number; hackathonMax: number; competitiveProgramming: number };
  /** @deprecated since 2.14: `team_size` of each competition's settings. */
  teamSizes: { hackathon: number; competitiveProgramming: number };
  /** Who runs the event, named on the about page (R1.1: a university). */
  organizerName: string;
  /** How long the shell waits for a remote before it offers Retry. */
  remoteLoadTimeoutMs: number;
  /** Registration and stage texts, dates and links of the participant dashboard. */
  dashboard: DashboardConfig;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  eventName: 'GCW 2025',
  apiOrigin: '',
  googleClientId: '',
  gaMeasurementId: '',
  countdownTarget: '2025-07-26T00:00:00+07:00',
  finalDay: '2025-07-19',
  guideBookUrl: 'https://drive.google.com/drive/folders/gcw-2025-guidebook',
  social: {
    tiktok: 'https://www.tiktok.com/@gcw.official',
    instagram: 'https://www.instagram.com/gcw.official',
    email: 'mailto:panitia@gcw.id',
  },
  copyrightYear: 2025,
  fees: { hackathonMin: 80_000, hackathonMax: 100_000, competitiveProgramming: 80_000 },
  teamSizes: {
    hackathon: MAX_TEAM_SIZE.hackathon,
    competitiveProgramming: MAX_TEAM_SIZE['competitive-programming'],
  },
  organizerName: 'Panitia GCW 2025',
  remoteLoadTimeoutMs: 15_000,
  dashboard: DEFAULT_DASHBOARD_CONFIG,
};

/**
 * What a deployment decides (since the event settings moved to the database, app-config.json keeps only deploy facts). The event's
 * facts are the admins' event settings in the database (dates, fees, team sizes, bank account,
 * stage links and places, payment instructions); the rest are the requirements' fixed texts, kept in code. A
 * deploy file that still names anything else is not read.
 */
const DEPLOY_FACTS = new Set([
  'apiOrigin',
  'googleClientId',
  'gaMeasurementId',
  'remoteLoadTimeoutMs',
]);

/** Merges a fetched override's deploy facts onto the defaults, each only of the right type. */
export function mergeAppConfig(override: unknown): AppConfig {
  if (typeof override !== 'object' || override === null) return DEFAULT_APP_CONFIG;
  const input = override as Record<string, unknown>;
  const result: Record<string, unknown> = { ...DEFAULT_APP_CONFIG };
  for (const [key, fallback] of Object.entries(DEFAULT_APP_CONFIG)) {
    const value = input[key];
    if (value === undefined || !DEPLOY_FACTS.has(key)) continue;
    if (typeof value === typeof fallback) {
      result[key] = value;
    }
  }
  return result as unknown as AppConfig;
}
