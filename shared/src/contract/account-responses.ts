import { array, mixed, object, string } from 'yup';

import { ACCOUNT_NOTIFICATION_KINDS, NOTIFICATION_KINDS } from './accounts';
import { MORE_NOTIFICATION_KINDS } from './announcements';
import { EVENT_NAMES } from './event-name';
import { flag, int, maybeText, oneOf, text } from './response-fields';

/** An event name, or null for what concerns no event. */
const eventOrNull = () =>
  string()
    .oneOf([...EVENT_NAMES])
    .nullable()
    .defined();

/** VerifyEmailData: POST /auth/email/verify. */
export const verifyEmailResponse = object({ email: text(), email_verified: flag() });

/** AccountStatus: GET /profile/account and POST /profile/email. */
export const accountStatusResponse = object({
  email: text(),
  email_verified: flag(),
  pending_email: maybeText(),
  verification_required: flag(),
});

/** AppNotification. */
const notificationResponse = object({
  id: int(),
  kind: oneOf([...NOTIFICATION_KINDS, ...MORE_NOTIFICATION_KINDS, ...ACCOUNT_NOTIFICATION_KINDS]),
  event: eventOrNull(),
  title: text(),
  body: text(),
  link: maybeText(),
  created_at: text(),
  read_at: maybeText(),
});

/** NotificationsPage: GET /notifications. */
export const notificationsPageResponse = object({
  items: array(notificationResponse.defined()).defined(),
  page: int(),
  page_size: int(),
  total: int(),
  unread: int(),
});

/** POST /notifications/read: what is left unread. */
export const unreadCountResponse = object({ unread: int() });

/** MailPreferences: GET and PUT /profile/notification-preferences (a switch per kind). */
export const mailPreferencesResponse = mixed<Record<string, boolean>>()
  .defined()
  .meta({ jsonSchema: { type: 'object', additionalProperties: { type: 'boolean' } } });

/** InstitutionOption[]: GET /institutions?q= (and the admin's search). */
export const institutionOptionsResponse = array(
  object({ id: int(), name: text(), aliases: array(text()).defined() }).defined(),
).defined();

/** MyAnnouncement[]: GET /announcements. */
export const myAnnouncementsResponse = array(
  object({
    id: int(),
    title: text(),
    body: text(),
    event: eventOrNull(),
    created_at: text(),
    edited_at: maybeText(),
  }).defined(),
).defined();
