import type { EventName } from './event-name';
import type { EventStatus } from './event-status';
import type { User } from './user';

/** Every JSON answer is wrapped as `{ "Data": ... }`. */
export interface ApiEnvelope<T> {
  Data: T;
}

/** Every error answer carries a human `Message`, and per-field messages for validation errors. */
export interface ApiErrorBody {
  Message: string;
  Errors?: Record<string, string>;
}

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

/** R3.2 "Session": the user plus both tokens. */
export interface Session extends SessionTokens {
  user: User;
}

/** Answer of POST /auth/login and POST /auth/validate-google-id-token. */
export type SignInData = Session;
/** Answer of POST /auth/refresh-token. */
export type RefreshData = Session;

export interface EmailLoginPayload {
  email: string;
  password: string;
}

export interface GoogleSignInPayload {
  google_id_token: string;
}

export interface RegistrationPayload {
  name: string;
  email: string;
  password: string;
  /** The privacy notice's version (PRIVACY_NOTICE_VERSION) the student agreed to; since 3.0. */
  consent_version: string;
}

export interface RefreshTokenPayload {
  refresh_token: string;
}

/** GET /profile/my answers the user fields with Data.role. */
export type ProfileData = User;

/** R3.5 "Profile update payload". */
export interface ProfileUpdatePayload {
  name: string;
  birth_date: string;
  birth_place: string;
  gender: string;
  phone: string;
  major: string;
  institusi: string;
  nim: string;
  socmed_document: string;
}

export interface Ticket {
  ticket_id: string;
  type: string;
  issued_at: string;
  valid_until: string;
  qr_code_url: string;
}

export interface EventEntry {
  name: EventName;
  status: EventStatus;
  ticket: Ticket | null;
}

/** Answer of GET /profile/events. */
export interface EventsData {
  events: EventEntry[];
  id_team: number | null;
}

/** R3.4 "Team registration payload" (sent as multipart; bukti_pembayaran is the file). */
export interface TeamRegistrationFields {
  supervisor: string;
  supervisor_nidn: string;
  team_name: string;
}
