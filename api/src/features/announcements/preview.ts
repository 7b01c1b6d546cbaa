import type { AnnouncementPayload, AnnouncementPreview } from '@gcw/shared/contract';

import type { AppContext } from '../../core/context';
import { productLink } from '../../domain/accounts/links';
import { noticeMail } from '../../domain/mail/templates';
import { countRecipients } from './audience';
import { audienceColumns } from './service';
import { announcementNotice } from './texts';

/** Stands in for each student's own name, which the real mail greets them by. */
export const PREVIEW_NAME = 'Nama Peserta';

/**
 * What the students will see, built by the code that builds the real thing (the notice of the
 * fan-out, the notification mail of notify), so the preview cannot drift from what is sent.
 */
export async function previewAnnouncement(
  ctx: AppContext,
  input: AnnouncementPayload,
): Promise<AnnouncementPreview> {
  const audience = audienceColumns(input);
  const notice = announcementNotice({ id: 0, title: input.title, body: input.body, ...audience });
  const mail = noticeMail({
    eventName: ctx.config.eventName,
    name: PREVIEW_NAME,
    title: notice.title,
    body: notice.body,
    url: notice.link ? productLink(ctx.config, notice.link) : null,
  });
  return {
    recipients: await countRecipients(ctx.db, audience),
    page: { title: input.title, body: input.body, event: notice.event },
    bell: { title: notice.title, body: notice.body, link: notice.link ?? '' },
    mail,
  };
}
