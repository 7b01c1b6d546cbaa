import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import { validate } from '../../core/validate';
import { baseListSchema } from '../admin/list-query';
import { currentAuth, requireAdmin, requireUser } from '../auth/guard';
import { ADMIN_API_BASE_PATH, API_BASE_PATH } from '@gcw/shared/contract';
import type { AnnouncementPayload } from '@gcw/shared/contract';
import { announcementSchema } from './validation';
import { createAnnouncement, listAnnouncements, myAnnouncements } from './service';

const tags = ['announcements'];
const security = [{ bearer: [] }];
const pageSchema = baseListSchema.pick(['page', 'page_size']);

export function announcementRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = requireAdmin(ctx);
  const path = `${ADMIN_API_BASE_PATH}/announcements`;

  app.post(
    path,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary:
          'Send an announcement (AnnouncementPayload); delivered in batches after the answer',
      },
    },
    async (request, reply) => {
      const input = (await validate(announcementSchema, request.body ?? {})) as AnnouncementPayload;
      const me = currentAuth(request).user;
      return ok(reply, await createAnnouncement(ctx, me.id, me.name, input), 201);
    },
  );

  app.get(
    path,
    { preHandler: admin, schema: { tags, security, summary: 'Sent announcements, newest first' } },
    async (request, reply) => {
      const raw = { ...(request.query as Record<string, unknown>) };
      for (const key of ['page', 'page_size'])
        if (typeof raw[key] === 'string' && raw[key] !== '') raw[key] = Number(raw[key]);
      const q = await validate(pageSchema, raw);
      return ok(reply, await listAnnouncements(ctx, q.page, q.page_size));
    },
  );

  app.get(
    `${API_BASE_PATH}/announcements`,
    {
      preHandler: requireUser(ctx),
      schema: { tags, security, summary: 'MyAnnouncement[]: the newest addressed to the caller' },
    },
    async (request, reply) => ok(reply, await myAnnouncements(ctx, currentAuth(request).user.id)),
  );
}
