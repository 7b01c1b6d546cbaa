import type { OutboxMail, OutboxMailDetail } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import { mailOutbox } from '../../core/db/schema/mail';
import type { MailRow } from '../../core/db/schema/mail';
import { conflict, notFound } from '../../core/http-error';
import { queueMail } from '../../core/mail/outbox';
import { toOutboxMail } from './list';

export const MAIL_ITEM_MESSAGES = {
  notFound: 'E-mail tidak ditemukan.',
  pending: 'E-mail ini masih menunggu dikirim; kirim ulang setelah terkirim atau gagal.',
  oneTimeLink:
    'E-mail ini berisi tautan sekali pakai dan tidak dikirim ulang apa adanya. Kirim tautan baru: "Kirim ulang verifikasi" di detail pengguna, atau minta pengguna memakai "Lupa kata sandi?".',
} as const;

/**
 * A one-time link is readable here only when the mail was stored on the server (no SMTP): then
 * the admin is its only reader and passes the link on. Mail that went (or goes) to a real
 * mailbox keeps its link between the server and the recipient.
 */
const bodyShown = (row: MailRow) => !row.secret || row.delivery === 'file';

export async function mailDetail(ctx: AppContext, id: number): Promise<OutboxMailDetail> {
  const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound(MAIL_ITEM_MESSAGES.notFound);
  const shown = bodyShown(row);
  return {
    ...toOutboxMail(row),
    recipient_name: row.recipientName,
    message_id: row.messageId,
    body_shown: shown,
    text: shown ? row.text : null,
    html: shown ? row.html : null,
  };
}

/**
 * Resending queues a NEW outbox row with the same recipient and content (not a re-queue of the
 * old one): the original keeps its own history (attempts, error, time), the new one gets a new
 * Message-ID so a mailbox that kept the first one does not drop it as a duplicate, and the
 * audit row names both. One-time links are never copied: they may be spent or blanked.
 */
export async function resendMail(
  ctx: AppContext,
  adminId: number,
  id: number,
): Promise<OutboxMail> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row) throw notFound(MAIL_ITEM_MESSAGES.notFound);
    if (row.secret) throw conflict(MAIL_ITEM_MESSAGES.oneTimeLink);
    if (row.state === 'pending') throw conflict(MAIL_ITEM_MESSAGES.pending);
    const auditId = await recordAudit(
      tx,
      adminId,
      'mail.resend',
      { type: 'mail', id: row.id },
      { to: row.recipient, subject: row.subject },
    );
    const key = `${row.template}:${row.userId ?? 0}:resend-audit-${auditId}`;
    await queueMail(ctx, tx, {
      userId: row.userId,
      to: row.recipient,
      toName: row.recipientName,
      template: row.template,
      key,
      content: { subject: row.subject, text: row.text, html: row.html },
    });
    const [copy] = await tx.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key));
    return toOutboxMail(copy!);
  });
}
