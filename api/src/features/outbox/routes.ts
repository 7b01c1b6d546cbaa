import { MAIL_STATES, messageResponse, outboxPageResponse } from '@gcw/shared/contract';
import { and, eq } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import { currentAuth } from '../../core/auth/guard';
import { mailOutbox } from '../../core/db/schema/mail';
import { users } from '../../core/db/schema/users';
import { conflict, notFound } from '../../core/http-error';
import { listQuerySchema, parseList } from '../../core/list/list-query';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { ACCOUNT_MESSAGES } from '../../domain/accounts/messages';
import { pendingEmail } from '../../domain/accounts/status';
import { VERIFICATION_TEMPLATE, queueVerificationMail } from '../../domain/accounts/verification';
import { adminMailItemRoutes } from './item-routes';
import { listMails, mailFilters, mailSortable } from './list';

const tags = ['admin'];
const idParam = idParams('id');

function userId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Pengguna tidak ditemukan.');
  return id;
}

export const adminMailRoutes: RoutePlugin = async (app, { ctx }) => {
  const querystring = listQuerySchema({ state: [...MAIL_STATES] }, Object.keys(mailSortable));

  app.get(
    '/mails',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'announcements.send' },
        querystring,
        summary: 'The mail outbox (filter: state; search)',
        response: { data: outboxPageResponse },
      }),
    },
    async (request, reply) => {
      const params = parseList(request.query, mailSortable, '-created_at');
      const where = mailFilters(request.query, params.search);
      return ok(reply, await listMails(ctx, params, where));
    },
  );

  adminMailItemRoutes(app, ctx);

  app.get(
    '/users/:id/mails',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'people.review' },
        params: idParam,
        querystring,
        summary: "One user's mail history",
        response: { data: outboxPageResponse },
      }),
    },
    async (request, reply) => {
      const id = userId(request.params.id);
      const params = parseList(request.query, mailSortable, '-created_at');
      const where = and(eq(mailOutbox.userId, id), mailFilters(request.query, params.search));
      return ok(reply, await listMails(ctx, params, where));
    },
  );

  app.post(
    '/users/:id/resend-verification',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'people.review' },
        params: idParam,
        summary: 'Send a new verification link (audited)',
        response: { status: 202, data: messageResponse },
      }),
    },
    async (request, reply) => {
      const id = userId(request.params.id);
      const admin = currentAuth(request).user;
      const to = await ctx.db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!user) throw notFound('Pengguna tidak ditemukan.');
        // An admin is not rate limited, but the link goes only to the account's own addresses.
        const target = user.emailVerifiedAt ? await pendingEmail(tx, user) : user.email;
        if (!target) throw conflict(ACCOUNT_MESSAGES.alreadyVerified);
        const purpose = target === user.email ? VERIFICATION_TEMPLATE : 'email_change';
        await queueVerificationMail(ctx, tx, user, purpose, target);
        await recordAudit(
          tx,
          admin.id,
          'user.resend_verification',
          { type: 'user', id },
          { to: target },
        );
        return target;
      });
      return ok(reply, { message: ACCOUNT_MESSAGES.verificationSent(to) }, 202);
    },
  );
};
