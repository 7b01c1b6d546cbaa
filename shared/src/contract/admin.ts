import type { CompetitionType } from './event-name';
import type { EventStatus } from './event-status';
import type { PaymentStatus, TeamDetail } from './team';
import type { User } from './user';
import type { EventEntry } from './wire';

/** Every admin list answers one page: `Data = { items, page, page_size, total }`. */
export interface Page<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

/** Query of every admin list (and of its CSV export, which ignores page and page_size). */
export interface ListQuery {
  search?: string;
  page?: number;
  /** 1..100, default 20. */
  page_size?: number;
  /** A column name, `-` in front for descending, e.g. `-created_at`. */
  sort?: string;
}

/** GET /api/v1/admin/users: sort by created_at | name | email. */
export interface AdminUsersQuery extends ListQuery {
  role?: 'admin' | 'participant';
  verified?: 'true' | 'false';
  profile_completed?: 'true' | 'false';
}

export interface AdminUser extends User {
  created_at: string;
  id_team: number | null;
  /** The team's name, shown instead of its id; optional for older APIs. */
  team_name?: string | null;
  /**
   * Counts the admins' decisions on `data_has_verified` (since 3.2.0): a verification names the
   * one it was made on (`expected_data_version`). Absent from an older API.
   */
  data_version?: number;
}

/** GET /api/v1/admin/users/{id}. */
export interface AdminUserDetail extends AdminUser {
  events: EventEntry[];
  /** Whether the account's address is verified (by its link, Google, or an admin). */
  email_verified?: boolean;
  /** A requested new address waiting for its link, or null. */
  pending_email?: string | null;
}

/**
 * POST /api/v1/admin/users/{id}/verify-email: an admin marks the address verified by hand
 * (audited with the reason; the student is notified). 409 when it is verified already.
 */
export interface AdminVerifyEmailPayload {
  reason: string;
}

/** POST /api/v1/admin/users/{id}/verify. */
export interface VerifyUserPayload {
  verified: boolean;
  /**
   * `data_version` of the user as the page showed it (since 3.2.0). When another admin decided
   * since, the answer is 409 `DecisionConflict`, unless they made the same decision (200, nothing
   * written again). Absent (older pages): the decision is applied as before.
   */
  expected_data_version?: number;
}

/** GET /api/v1/admin/teams/{event_type}: sort by created_at | team_name | member_count. */
export interface AdminTeamsQuery extends ListQuery {
  status?: EventStatus;
  payment_status?: PaymentStatus;
}

export type AdminTeam = TeamDetail;

/** POST /api/v1/admin/teams/{id}/payment; `reason` is required to reject. */
export interface PaymentDecisionPayload {
  action: 'verify' | 'reject';
  reason?: string;
}

/**
 * The body the admin page sends to POST /api/v1/admin/teams/{id}/payment (since 2.13.0): the
 * decision and the proof it was made on, `bukti_pembayaran_url` of the team as shown. Required
 * to verify. 409 when the team's proof is another one by now (the leader replaced it): the page
 * shows the Message and reloads the team.
 */
export interface PaymentReviewPayload extends PaymentDecisionPayload {
  bukti_pembayaran_url: string | null;
  /**
   * `payment_status` as the page showed it (since 3.2.0): 409 `DecisionConflict` when another
   * admin decided since (a second "verify" of a verified payment is 200 and changes nothing).
   * Absent (older pages): the decision is applied as before.
   */
  expected_payment_status?: PaymentStatus;
}

/** POST /api/v1/admin/teams/{id}/status. */
export interface TeamStatusPayload {
  status: Exclude<EventStatus, 'Unregistered'>;
  /**
   * The stage the page showed (since 3.2.0); in a bulk move, the stage of every team named. 409
   * `DecisionConflict` when a team was moved elsewhere since (one already at `status` is left
   * as it is). Absent (older pages): the move is applied as before.
   */
  expected_status?: EventStatus;
}

/** POST /api/v1/admin/teams/status (bulk, at most 500 ids, all of one competition or not). */
export interface BulkTeamStatusPayload extends TeamStatusPayload {
  ids: number[];
}

/** One decision that came first, as a 409 `DecisionConflict` names it. */
export interface DecisionMade {
  target_type: 'team' | 'user';
  target_id: number;
  /** The audit action, e.g. `team.payment.verify`, `team.status`, `user.verify`. */
  action: string;
  /** The state it left: a payment status, a stage, or `data_has_verified`. */
  state: string | boolean;
  /** The admin who decided; null when the record names nobody (an erased account, a shortlist). */
  by_id: number | null;
  by_name: string | null;
  /** ISO 8601; null when no record of the decision is found. */
  at: string | null;
}

/**
 * The 409 of an admin decision made on a state that changed meanwhile (since 3.2.0): `Message`
 * says who decided what and when; the page shows it and reloads what it displays.
 */
export interface DecisionConflict {
  Message: string;
  Reason: 'already_decided';
  /** One per target that moved (several in a bulk move). */
  Decisions: DecisionMade[];
}

export interface BulkTeamStatusData {
  updated: number[];
  status: EventStatus;
}

/** GET /api/v1/admin/seminar: sort by issued_at | name. */
export interface AdminSeminarQuery extends ListQuery {
  checked_in?: 'true' | 'false';
}

export interface SeminarRegistration {
  ticket_id: string;
  type: string;
  issued_at: string;
  valid_until: string;
  checked_in_at: string | null;
  user: Pick<User, 'id' | 'name' | 'email' | 'institusi' | 'nim' | 'phone'>;
}

/**
 * POST /api/v1/admin/seminar/check-in: `ticket` is the scanned QR text (GCW1.<id>.<mac>) or a
 * bare ticket_id typed by hand. 404 unknown, 409 already checked in or expired.
 */
export interface CheckInPayload {
  ticket: string;
}

export interface AuditEntry {
  id: number;
  admin_id: number | null;
  admin_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  detail: Record<string, unknown>;
  created_at: string;
}

/**
 * An audit entry as the audit-log routes answer it since @gcw/shared 2.8: who acted and on what,
 * by name (null when the account or row is gone).
 */
export interface NamedAuditEntry extends AuditEntry {
  admin_name: string | null;
  target_name: string | null;
}

export interface AdminAuditQuery extends ListQuery {
  action?: string;
}

/** GET /api/v1/admin/summary. */
export interface AdminSummary {
  users: { total: number; verified: number; profile_completed: number; admins: number };
  teams: Record<
    CompetitionType,
    {
      teams: number;
      members: number;
      payment: Record<PaymentStatus, number>;
      status: Record<Exclude<EventStatus, 'Unregistered'>, number>;
    }
  >;
  seminar: { registered: number; checked_in: number };
}
