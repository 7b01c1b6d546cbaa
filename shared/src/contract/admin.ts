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
}

/** POST /api/v1/admin/teams/{id}/status. */
export interface TeamStatusPayload {
  status: Exclude<EventStatus, 'Unregistered'>;
}

/** POST /api/v1/admin/teams/status (bulk, at most 500 ids, all of one competition or not). */
export interface BulkTeamStatusPayload extends TeamStatusPayload {
  ids: number[];
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
