import type { CompetitionType } from './event-name';

/** Base paths (R7.1, R7.3). */
export const API_BASE_PATH = '/api/v1/gcw/resources';
export const ADMIN_API_BASE_PATH = '/api/v1/admin';

/** Business constants and limits (R9). */
export const API_TIMEOUT_MS = 30_000;
export const PASSWORD_MIN_LENGTH = 8;
export const LOADING_TOAST_DURATION_MS = 10_000;
export const NAVBAR_SOLID_AFTER_PX = 20;
export const COUNTDOWN_REFRESH_MS = 1_000;
export const MAX_TEAM_SIZE: Record<CompetitionType, number> = {
  'competitive-programming': 3,
  hackathon: 5,
};

export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 604_800;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_TOOLTIP_DELAY_MS = 0;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export const DEFAULT_LOCALE = 'id';
export const CURRENCY = 'IDR';

/** R3.5: fixed placeholders of the profile update payload, never entered by the user. */
export const PROFILE_PLACEHOLDERS = {
  birth_date: '2025-04-27',
  birth_place: 'Jakarta',
  gender: 'Both',
} as const;
