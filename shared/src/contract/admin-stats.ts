import type { CompetitionType } from './event-name';
import type { EventStatus } from './event-status';
import type { PaymentStatus } from './team';

/** One day (WIB calendar date `YYYY-MM-DD`) of new accounts, teams and seminar seats. */
export interface RegistrationsOnDay {
  day: string;
  accounts: number;
  teams: number;
  seminar: number;
}

/** Teams of one event at one stage with one payment state. */
export interface TeamsAtStage {
  event_type: CompetitionType;
  status: Exclude<EventStatus, 'Unregistered'>;
  payment: PaymentStatus;
  teams: number;
}

/** How long proofs of payment have waited for an admin, per event. */
export interface PaymentsWaiting {
  event_type: CompetitionType;
  under_1_day: number;
  from_1_to_3_days: number;
  from_3_to_7_days: number;
  over_7_days: number;
  /** When the proof that has waited longest was uploaded; null when none waits. */
  oldest_since: string | null;
}

export interface SeminarSeatStats {
  taken: number;
  checked_in: number;
  cancelled: number;
  /** null: unlimited. */
  capacity: number | null;
  /** null: unlimited. */
  left: number | null;
}

export interface InstitutionParticipants {
  institution: string;
  participants: number;
}

/**
 * GET /api/v1/admin/stats: the figures of the admin overview, each chart answered by
 * one aggregate query. Registrations cover the last REGISTRATION_DAYS days, gaps filled with 0.
 */
export interface AdminStats {
  registrations_per_day: RegistrationsOnDay[];
  teams_by_stage: TeamsAtStage[];
  payments_waiting: PaymentsWaiting[];
  seminar_seats: SeminarSeatStats;
  top_institutions: InstitutionParticipants[];
  generated_at: string;
}

export const REGISTRATION_DAYS = 60;
