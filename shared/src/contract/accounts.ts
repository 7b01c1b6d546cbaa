/**
 * Account recovery, e-mail verification, notifications and mail. Student calls live
 * under API_BASE_PATH (/api/v1/gcw/resources), admin calls under /api/v1/admin.
 */
import type { Page } from './admin';
import type { EventName } from './event-name';

/** POST {base}/auth/password/forgot: always 202 with the same Message, known address or not. */
export interface ForgotPasswordPayload {
  email: string;
}

/** POST {base}/auth/password/reset: sets the password, revokes every refresh token. */
export interface ResetPasswordPayload {
  token: string;
  password: string;
}

/** POST {base}/auth/email/verify: confirms an address (a new account's or a changed one). */
export interface VerifyEmailPayload {
  token: string;
}

/** Answer of POST {base}/auth/email/verify. */
export interface VerifyEmailData {
  email: string;
  email_verified: true;
}

/**
 * Why a reset or verification link was refused (400, in the error body as `Reason`), so a page
 * can say which and offer to ask again.
 */
export const ACCOUNT_LINK_PROBLEMS = ['invalid', 'expired', 'used'] as const;
export type AccountLinkProblem = (typeof ACCOUNT_LINK_PROBLEMS)[number];

/** POST {base}/profile/email (signed in): mails a link to the new address; it replaces the old once verified. */
export interface ChangeEmailPayload {
  new_email: string;
  password?: string;
}

/** GET {base}/profile/account (signed in): the account facts the profile response does not carry. */
export interface AccountStatus {
  email: string;
  email_verified: boolean;
  /** A requested address change waiting for its verification, or null. */
  pending_email: string | null;
  /** false when the deployment runs with EMAIL_VERIFICATION=off. */
  verification_required: boolean;
}

/** Kinds of notification; the optional ones can be turned off by mail (never in the app). */
export const NOTIFICATION_KINDS = [
  'payment_verified',
  'payment_rejected',
  'stage_advanced',
  'member_joined',
  'member_left',
  'team_deleted',
  'seminar_confirmed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** GET {base}/notifications?page=&page_size= answers Page<AppNotification> plus `unread`. */
export interface AppNotification {
  id: number;
  kind: NotificationKind;
  event: EventName | null;
  title: string;
  body: string;
  /** A path inside the product, e.g. /dashboard/hackathon/team. */
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface NotificationsPage extends Page<AppNotification> {
  unread: number;
}

/** POST {base}/notifications/read: marks the given ids (or all, with `all: true`) as read. */
export interface MarkNotificationsReadPayload {
  ids?: number[];
  all?: boolean;
}

/** GET / PUT {base}/profile/notification-preferences: which optional mails a student gets. */
export type MailPreferences = Record<NotificationKind, boolean>;

/** Mail states in the outbox. */
export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * How a sent mail left (since mail without SMTP is stored): `smtp` when an SMTP server accepted it, `file` when the
 * API runs without SMTP_URL and only stored it (DATA_DIR/outbox/<id>.eml): nobody received it.
 */
export const MAIL_DELIVERIES = ['smtp', 'file'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/**
 * Notification kinds of account events: in the bell and mailed, never optional (not in the
 * mail preferences). `email_verified`: the committee marked the address verified by hand.
 */
export const ACCOUNT_NOTIFICATION_KINDS = ['email_verified'] as const;
export type AccountNotificationKind = (typeof ACCOUNT_NOTIFICATION_KINDS)[number];

/** GET /api/v1/admin/mails (the outbox) and GET /api/v1/admin/users/{id}/mails. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  /** The template: password_reset, email_verification or a NotificationKind. */
  template: string;
  state: MailState;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  user_id: number | null;
  /** How a `sent` mail left; null while pending or failed, and for mail sent before 2.x. */
  delivery?: MailDelivery | null;
  /** The body holds a one-time link (reset, verification): it is never resent as it is. */
  one_time_link?: boolean;
}

/**
 * GET /api/v1/admin/mails/{id}: one mail with its body. A one-time link's body is shown only when
 * the mail was stored on the server (`delivery: 'file'`, the admin is the only reader); otherwise
 * `body_shown` is false and `text` and `html` are null.
 */
export interface OutboxMailDetail extends OutboxMail {
  recipient_name: string | null;
  message_id: string | null;
  body_shown: boolean;
  text: string | null;
  html: string | null;
}

/** GET /api/v1/admin/mails?state=&search=&page=&page_size=. */
export interface AdminMailsQuery {
  state?: MailState;
  search?: string;
  page?: number;
  page_size?: number;
}
