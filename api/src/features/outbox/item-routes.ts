import { outboxMailDetailResponse, outboxMailResponse } from '@gcw/shared/contract';
import { object } from 'yup';

import { currentAuth } from '../../core/auth/guard';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import type { RouteApp } from '../../core/route-plugin';
import { rowIdParam } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { mailDetail, resendMail } from './item';

const tags = ['admin'];

/** A mail's id: digits of a row id, so `abc` is a 400 that says so rather than a 404 or a 500. */
const mailIdParams = object({ id: rowIdParam('ID e-mail', 'ID e-mail harus berupa angka') });

/** One mail of the outbox: read it (text and HTML) and resend it. */
export function adminMailItemRoutes(app: RouteApp, ctx: AppContext) {
  app.get(
    '/mails/:id',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'announcements.send' },
        params: mailIdParams,
        summary: 'One mail with its text and HTML',
        description:
          'A one-time link (reset, verification) is shown only when the mail was stored on the server (delivery file); otherwise body_shown is false and text and html are null.',
        response: { data: outboxMailDetailResponse },
      }),
    },
    async (request, reply) => ok(reply, await mailDetail(ctx, Number(request.params.id))),
  );

  app.post(
    '/mails/:id/resend',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'announcements.send' },
        params: mailIdParams,
        summary: 'Resend a mail as a new outbox row (audited)',
        description:
          'Answers the new row. 409 while the mail is still pending, and for a mail with a one-time link (ask for a new link instead).',
        response: { status: 201, data: outboxMailResponse },
      }),
    },
    async (request, reply) => {
      const admin = currentAuth(request).user;
      return ok(reply, await resendMail(ctx, admin.id, Number(request.params.id)), 201);
    },
  );
}
