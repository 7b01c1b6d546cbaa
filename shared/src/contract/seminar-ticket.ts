import type { SeminarRegistration } from './admin';
import type { SeminarSettings } from './event-settings';

/**
 * Seminar settings added in 2.8 (with the event settings: the ticket). They travel in the seminar section of
 * the settings beside SeminarSettings' fields; a new interface, because a field added to
 * SeminarSettings would change an export and need a major release.
 */
export interface SeminarTicketSettings {
  /** When the seminar ends (the calendar entry's end); null: not announced. */
  ends_at: string | null;
  /** Last moment a student may give their seat back; null: until the seminar starts. */
  cancel_until: string | null;
}

export type SeminarSettingsWithTicket = SeminarSettings & SeminarTicketSettings;

export const DEFAULT_SEMINAR_TICKET_SETTINGS: SeminarTicketSettings = {
  ends_at: null,
  cancel_until: null,
};

/**
 * Until when a seat can be cancelled: the admins' cut-off, else the seminar's start, else
 * always (null). One function for the server's refusal and the ticket page.
 */
export function seminarCancelClosesAt(
  seminar: SeminarSettings & Partial<SeminarTicketSettings>,
): string | null {
  return seminar.cancel_until ?? seminar.starts_at ?? null;
}

/**
 * Why POST /api/v1/admin/seminar/check-in refused a known ticket (since 2.15): the 409 body's
 * `Reason`, beside its human `Message`. A used ticket also carries `UsedAt`, the instant (ISO,
 * UTC) it was checked in, so the desk shows it without reading the message.
 */
export const CHECK_IN_REFUSALS = ['ticket-used', 'ticket-expired', 'ticket-cancelled'] as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

export interface CheckInRefusalBody {
  Message: string;
  Reason: CheckInRefusal;
  UsedAt?: string;
}

/** A row of GET /api/v1/admin/seminar since 2.8: cancelled seats stay listed, marked. */
export interface AdminSeminarEntry extends SeminarRegistration {
  cancelled_at: string | null;
  /** The holder's team by name, or null; optional for older APIs. */
  team_name?: string | null;
}
