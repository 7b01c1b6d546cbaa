import { array, mixed, object } from 'yup';
import type { AnyObjectSchema } from 'yup';

import { MAIL_DELIVERIES, MAIL_STATES } from './accounts';
import type { MailDelivery } from './accounts';
import { ANNOUNCEMENT_AUDIENCES } from './announcements';
import { COMPETITION_TYPES, EVENT_NAMES } from './event-name';
import { EVENT_STATUSES } from './event-status';
import { flag, int, maybeInt, maybeText, oneOf, text } from './response-fields';
import { eventEntryResponse, userResponse } from './response-schemas';
import { PAYMENT_STATUSES } from './team';
import { teamDetailResponse } from './team-responses';

/** Page<T>: every admin list. */
export const pageOf = (item: AnyObjectSchema) =>
  object({
    items: array(item.defined()).defined(),
    page: int(),
    page_size: int(),
    total: int(),
  });

/** AdminUser: the user and when the account was made, and its team. */
export const adminUserResponse = userResponse.shape({
  created_at: text(),
  id_team: maybeInt(),
  team_name: maybeText(),
  data_version: int(),
});

/** AdminUserDetail: GET /api/v1/admin/users/{id}. */
export const adminUserDetailResponse = adminUserResponse.shape({
  events: array(eventEntryResponse.defined()).defined(),
  email_verified: flag(),
  pending_email: maybeText(),
});

/** BulkTeamStatusData. */
export const bulkTeamStatusResponse = object({
  updated: array(int()).defined(),
  status: oneOf(EVENT_STATUSES),
});

/** AdminSeminarEntry: a row of the seminar list, and a checked-in ticket. */
export const adminSeminarEntryResponse = object({
  ticket_id: text(),
  type: text(),
  issued_at: text(),
  valid_until: text(),
  checked_in_at: maybeText(),
  cancelled_at: maybeText(),
  user: object({
    id: int(),
    name: text(),
    email: text(),
    institusi: maybeText(),
    nim: maybeText(),
    phone: maybeText(),
  }).defined(),
  team_name: maybeText(),
});

/** NamedAuditEntry. */
export const auditEntryResponse = object({
  id: int(),
  admin_id: maybeInt(),
  admin_email: maybeText(),
  admin_name: maybeText(),
  action: text(),
  target_type: text(),
  target_id: text(),
  target_name: maybeText(),
  detail: mixed<Record<string, unknown>>()
    .defined()
    .meta({ jsonSchema: { type: 'object' } }),
  created_at: text(),
});

/** OutboxMail. */
export const outboxMailResponse = object({
  id: int(),
  to: text(),
  subject: text(),
  template: text(),
  state: oneOf(MAIL_STATES),
  attempts: int(),
  last_error: maybeText(),
  created_at: text(),
  sent_at: maybeText(),
  user_id: maybeInt(),
  delivery: mixed<MailDelivery>()
    .oneOf([...MAIL_DELIVERIES])
    .nullable()
    .defined()
    .meta({ jsonSchema: { enum: [...MAIL_DELIVERIES, null] } }),
  one_time_link: flag(),
});

/** OutboxMailDetail: GET /api/v1/admin/mails/{id}. */
export const outboxMailDetailResponse = outboxMailResponse.shape({
  recipient_name: maybeText(),
  message_id: maybeText(),
  body_shown: flag(),
  text: maybeText(),
  html: maybeText(),
});

/** Announcement: a sent announcement. */
export const announcementResponse = object({
  id: int(),
  title: text(),
  body: text(),
  audience: oneOf(ANNOUNCEMENT_AUDIENCES),
  event: mixed()
    .oneOf([...EVENT_NAMES])
    .nullable()
    .defined()
    .meta({ jsonSchema: { enum: [...EVENT_NAMES, null] } }),
  status: mixed()
    .oneOf([...EVENT_STATUSES])
    .nullable()
    .defined()
    .meta({ jsonSchema: { enum: [...EVENT_STATUSES, null] } }),
  recipients: int(),
  completed_at: maybeText(),
  created_by_name: text(),
  created_at: text(),
});

/** UnmatchedInstitution[]: the admins' queue. */
export const unmatchedInstitutionsResponse = array(
  object({
    key: text(),
    name: text(),
    variants: array(text()).defined(),
    users: int(),
    teams: int(),
  }).defined(),
).defined();

/** InstitutionChange: what a merge or an addition changed. */
export const institutionChangeResponse = object({
  institution: object({ id: int(), name: text(), aliases: array(text()).defined() }).defined(),
  users: int(),
  teams: int(),
});

/** A count per key (payment states, stages): the summary's records. */
const counts = () =>
  mixed<Record<string, number>>()
    .defined()
    .meta({ jsonSchema: { type: 'object', additionalProperties: { type: 'integer' } } });

const competitionSummary = object({
  teams: int(),
  members: int(),
  payment: counts(),
  status: counts(),
}).defined();

/** AdminSummary: GET /api/v1/admin/summary. */
export const adminSummaryResponse = object({
  users: object({
    total: int(),
    verified: int(),
    profile_completed: int(),
    admins: int(),
  }).defined(),
  teams: object({
    hackathon: competitionSummary,
    'competitive-programming': competitionSummary,
  }).defined(),
  seminar: object({ registered: int(), checked_in: int() }).defined(),
});

/** AdminStats: GET /api/v1/admin/stats. */
export const adminStatsResponse = object({
  registrations_per_day: array(
    object({ day: text(), accounts: int(), teams: int(), seminar: int() }).defined(),
  ).defined(),
  teams_by_stage: array(
    object({
      event_type: oneOf(COMPETITION_TYPES),
      status: oneOf(EVENT_STATUSES),
      payment: oneOf(PAYMENT_STATUSES),
      teams: int(),
    }).defined(),
  ).defined(),
  payments_waiting: array(
    object({
      event_type: oneOf(COMPETITION_TYPES),
      under_1_day: int(),
      from_1_to_3_days: int(),
      from_3_to_7_days: int(),
      over_7_days: int(),
      oldest_since: maybeText(),
    }).defined(),
  ).defined(),
  seminar_seats: object({
    taken: int(),
    checked_in: int(),
    cancelled: int(),
    capacity: maybeInt(),
    left: maybeInt(),
  }).defined(),
  top_institutions: array(object({ institution: text(), participants: int() }).defined()).defined(),
  generated_at: text(),
});

/** The admin lists' pages. */
export const adminUsersPageResponse = pageOf(adminUserResponse);
export const adminSeminarPageResponse = pageOf(adminSeminarEntryResponse);
export const adminTeamsPageResponse = pageOf(teamDetailResponse);
export const auditPageResponse = pageOf(auditEntryResponse);
export const outboxPageResponse = pageOf(outboxMailResponse);
export const announcementsPageResponse = pageOf(announcementResponse);
