import type { EventName } from '@gcw/shared/contract';

import type { NotificationInput } from '../../domain/notifications/notify';
import type { Audience } from './audience';

/** The status home is where a student reads announcements in full. */
export const ANNOUNCEMENT_LINK = '/dashboard/profile';

/** What the bell and the mail say: the row's text, the same for the preview and the fan-out. */
export interface AnnouncementText extends Audience {
  id: number;
  title: string;
  body: string;
}

/** The bell's title; after an edit it says so, since the student may have read the old text. */
export const bellTitle = (title: string, edited = false) =>
  edited ? `Pengumuman (diperbarui): ${title}` : `Pengumuman: ${title}`;

export function announcementNotice(a: AnnouncementText): NotificationInput {
  return {
    kind: 'announcement',
    event: a.event as EventName | null,
    title: bellTitle(a.title),
    body: a.body,
    link: ANNOUNCEMENT_LINK,
    eventId: `announcement-${a.id}`,
    announcementId: a.id,
  };
}
