import type {
  AccountNotificationKind,
  AnyNotificationKind,
  CERTIFICATE_NOTIFICATION_KIND,
  EventName,
} from '@gcw/shared/contract';
import { and, eq, inArray } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { mailPreferences, notifications } from '../../core/db/schema/notifications';
import { users } from '../../core/db/schema/users';
import { queueMail } from '../../core/mail/outbox';
import { productLink } from '../accounts/links';
import type { JudgingNotificationKind } from '../judging/notification-kinds';
import { noticeMail } from '../mail/templates';

export interface NotificationInput {
  kind:
    | AnyNotificationKind
    | AccountNotificationKind
    | typeof CERTIFICATE_NOTIFICATION_KIND
    | JudgingNotificationKind;
  event: EventName | null;
  title: string;
  body: string;
  /** A path inside the product. */
  link: string | null;
  /** Identifies the cause (an audit row, a membership, a ticket): part of the mail's idempotency key. */
  eventId: string;
  /** The announcement it tells of: editing that changes the bell item, withdrawing removes it. */
  announcementId?: number;
}

/**
 * In the caller's transaction: one in-app notification per person, and a mail to each person
 * who has not turned this kind off. The bell always gets it; only the mail is optional.
 */
export async function notify(
  ctx: AppContext,
  tx: Tx,
  userIds: number[],
  n: NotificationInput,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await tx.insert(notifications).values(
    ids.map((userId) => ({
      userId,
      kind: n.kind,
      event: n.event,
      title: n.title,
      body: n.body,
      link: n.link,
      announcementId: n.announcementId ?? null,
    })),
  );
  const [people, off] = await Promise.all([
    tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.id, ids)),
    tx
      .select({ userId: mailPreferences.userId })
      .from(mailPreferences)
      .where(
        and(
          inArray(mailPreferences.userId, ids),
          eq(mailPreferences.kind, n.kind),
          eq(mailPreferences.enabled, false),
        ),
      ),
  ]);
  const optedOut = new Set(off.map((o) => o.userId));
  for (const person of people) {
    if (optedOut.has(person.id)) continue;
    await queueMail(ctx, tx, {
      userId: person.id,
      to: person.email,
      toName: person.name,
      template: n.kind,
      key: `${n.kind}:${person.id}:${n.eventId}`,
      content: noticeMail({
        eventName: ctx.config.eventName,
        name: person.name,
        title: n.title,
        body: n.body,
        url: n.link ? productLink(ctx.config, n.link) : null,
      }),
    });
  }
}
