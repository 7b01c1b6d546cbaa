import { MAIL_STATES } from '@gcw/shared/contract';
import type { MailDelivery, MailState, OutboxMail, Page } from '@gcw/shared/contract';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { mailOutbox } from '../../core/db/schema/mail';
import type { MailRow } from '../../core/db/schema/mail';
import { likePattern, oneOf } from '../../core/list/list-query';
import type { ListParams } from '../../core/list/list-query';

export const mailSortable = { created_at: mailOutbox.createdAt, sent_at: mailOutbox.sentAt };

export const toOutboxMail = (row: MailRow): OutboxMail => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  template: row.template,
  state: row.state as MailState,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
  user_id: row.userId,
  delivery: (row.delivery as MailDelivery | null) ?? null,
  one_time_link: row.secret,
});

/** Filters of the outbox page: state, and a search over recipient, subject and template. */
export function mailFilters(
  query: Record<string, unknown>,
  search: string | null,
): SQL | undefined {
  const state = oneOf(query.state, MAIL_STATES, 'state');
  const pattern = search ? likePattern(search) : null;
  return and(
    state ? eq(mailOutbox.state, state) : undefined,
    pattern
      ? or(
          ilike(mailOutbox.recipient, pattern),
          ilike(mailOutbox.subject, pattern),
          ilike(mailOutbox.template, pattern),
        )
      : undefined,
  );
}

export async function listMails(
  ctx: AppContext,
  params: ListParams,
  where: SQL | undefined,
): Promise<Page<OutboxMail>> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(params.orderBy, desc(mailOutbox.id))
      .limit(params.pageSize)
      .offset(params.offset),
    ctx.db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return {
    items: rows.map(toOutboxMail),
    page: params.page,
    page_size: params.pageSize,
    total: total?.n ?? 0,
  };
}
