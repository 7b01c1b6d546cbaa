import type { EventName } from './event-name';
import type { EventStatus } from './event-status';
import type { NotificationKind } from './accounts';

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
}
