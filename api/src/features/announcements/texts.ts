import type { AnnouncementRow } from '../../core/db/schema/announcements';
import type { NotificationInput } from '../notifications/notify';
import type { EventName } from '@gcw/shared/contract';

/** The status home is where a student reads announcements in full. */
export const ANNOUNCEMENT_LINK = '/dashboard/profile';

export function announcementNotice(a: AnnouncementRow): NotificationInput {
  return {
    kind: 'announcement',
    event: a.event as EventName | null,
    title: `Pengumuman: ${a.title}`,
    body: a.body,
    link: ANNOUNCEMENT_LINK,
    eventId: `announcement-${a.id}`,
  };
}
