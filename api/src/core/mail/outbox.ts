import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { headerText } from './headers';
import type { MailContent } from './layout';

export interface QueuedMail {
  userId: number | null;
  to: string;
  toName: string | null;
  /** password_reset, email_verification, email_change or a NotificationKind. */
  template: string;
  /** `<template>:<user>:<event id>`: the same event never queues a second mail. */
  key: string;
  content: MailContent;
  /** The body holds a one-time link: blanked in the database once sent or given up. */
  secret?: boolean;
}

/**
 * Writes the mail into the outbox inside the caller's transaction, so it exists exactly when
 * the change that causes it commits. Answers false when the key was already queued.
 */
export async function queueMail(
  ctx: Pick<AppContext, 'mail'>,
  tx: Tx | Db,
  mail: QueuedMail,
): Promise<boolean> {
  const rows = await tx
    .insert(mailOutbox)
    .values({
      userId: mail.userId,
      recipient: headerText(mail.to, 254),
      recipientName: mail.toName === null ? null : headerText(mail.toName, 120),
      template: mail.template,
      subject: headerText(mail.content.subject),
      text: mail.content.text,
      html: mail.content.html,
      secret: mail.secret ?? false,
      idempotencyKey: mail.key,
    })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  ctx.mail.noteQueued();
  return rows.length > 0;
}
