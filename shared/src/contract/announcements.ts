import type { NotificationKind } from './accounts';
import type { EventName } from './event-name';
import type { EventStatus } from './event-status';

/**
 * The notification kind of an announcement. Not added to NOTIFICATION_KINDS: that would change
 * NotificationKind and every type built on it (a major release). The API sends it in
 * AppNotification.kind; a client on an older contract shows it like any other notification.
 */
export const ANNOUNCEMENT_NOTIFICATION_KIND = 'announcement' as const;

/** Kinds the API sends beyond NOTIFICATION_KINDS; GET/PUT notification-preferences carry them too. */
export const MORE_NOTIFICATION_KINDS = [
  'announcement',
  'member_removed',
  'leader_changed',
] as const;
export type AnyNotificationKind = NotificationKind | (typeof MORE_NOTIFICATION_KINDS)[number];

/** Who gets it: every student, everyone registered for one event, or one stage of one event. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'event', 'stage'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_LIMITS = { title: 120, body: 5000 } as const;

/** POST /api/v1/admin/announcements. Plain text: never rendered as HTML anywhere. */
export interface AnnouncementPayload {
  title: string;
  body: string;
  audience: AnnouncementAudience;
  /** Required for 'event' and 'stage'. */
  event?: EventName | null;
  /** Required for 'stage'. */
  status?: EventStatus | null;
}

/** A sent announcement (admin list, GET /api/v1/admin/announcements?page=&page_size=). */
export interface Announcement {
  id: number;
  title: string;
  body: string;
  audience: AnnouncementAudience;
  event: EventName | null;
  status: EventStatus | null;
  /** People it was delivered to so far (bell, and mail for those who did not turn it off). */
  recipients: number;
  /** Null while the delivery is still going through the audience in batches. */
  completed_at: string | null;
  created_by_name: string;
  created_at: string;
}

/** GET {base}/announcements: the newest announcements addressed to the caller (the status home). */
export interface MyAnnouncement {
  id: number;
  title: string;
  body: string;
  event: EventName | null;
  created_at: string;
  /** When the organisers last changed its text after sending; absent or null if never. */
  edited_at?: string | null;
}

/**
 * Where an announcement is (drafts and scheduling make announcements safe): a draft and a scheduled one have told nobody; a sent one
 * is on the students' pages, in their bell and in their mail; a withdrawn one is gone from the
 * pages and the bell (mail already sent stays sent).
 */
export const ANNOUNCEMENT_STATES = ['draft', 'scheduled', 'sent', 'withdrawn'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export const ANNOUNCEMENT_STATE_LABELS: Record<AnnouncementState, string> = {
  draft: 'Draf',
  scheduled: 'Terjadwal',
  sent: 'Terkirim',
  withdrawn: 'Ditarik',
};

/**
 * An announcement as the admin manages it: GET /api/v1/admin/announcements lists these, POST
 * (a new draft), PUT /{id} (edit) and the actions /{id}/send, /schedule, /unschedule, /withdraw
 * answer one.
 */
export interface AdminAnnouncement extends Announcement {
  state: AnnouncementState;
  /** When a scheduled one goes out (UTC ISO); null unless scheduled. */
  scheduled_at: string | null;
  sent_at: string | null;
  /** When the text of a sent announcement was last changed; null if never. */
  edited_at: string | null;
  withdrawn_at: string | null;
}

/** POST /api/v1/admin/announcements/{id}/schedule: a time to come (ISO with offset). */
export interface AnnouncementSchedulePayload {
  scheduled_at: string;
}

/** GET /api/v1/admin/announcements/recipients?audience=&event=&status=. */
export interface AnnouncementRecipientCount {
  /** Students the chosen audience reaches now: the same query the delivery runs. */
  recipients: number;
}

/** POST /api/v1/admin/announcements/preview: what each place will show, rendered by the API. */
export interface AnnouncementPreview extends AnnouncementRecipientCount {
  /** The card on the student's status home. */
  page: { title: string; body: string; event: EventName | null };
  /** The item in the notification bell. */
  bell: { title: string; body: string; link: string };
  /** The mail, with a stand-in for each student's name. */
  mail: { subject: string; text: string; html: string };
}
