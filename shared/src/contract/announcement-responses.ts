import { mixed, object } from 'yup';

import { announcementResponse, pageOf } from './admin-responses';
import { ANNOUNCEMENT_STATES } from './announcements';
import { EVENT_NAMES } from './event-name';
import { int, maybeText, oneOf, text } from './response-fields';

/** AdminAnnouncement: an announcement with where it is (draft, scheduled, sent, withdrawn). */
export const adminAnnouncementResponse = announcementResponse.shape({
  state: oneOf(ANNOUNCEMENT_STATES),
  scheduled_at: maybeText(),
  sent_at: maybeText(),
  edited_at: maybeText(),
  withdrawn_at: maybeText(),
});

export const adminAnnouncementsPageResponse = pageOf(adminAnnouncementResponse);

/** AnnouncementRecipientCount. */
export const announcementRecipientCountResponse = object({ recipients: int() });

/** AnnouncementPreview. */
export const announcementPreviewResponse = announcementRecipientCountResponse.shape({
  page: object({
    title: text(),
    body: text(),
    event: mixed()
      .oneOf([...EVENT_NAMES])
      .nullable()
      .defined()
      .meta({ jsonSchema: { enum: [...EVENT_NAMES, null] } }),
  }).defined(),
  bell: object({ title: text(), body: text(), link: text() }).defined(),
  mail: object({ subject: text(), text: text(), html: text() }).defined(),
});
