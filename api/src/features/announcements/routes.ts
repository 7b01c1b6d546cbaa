import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { routeSchema } from '../../core/schema/route-schema';
import { ok } from '../../core/reply';
import { baseListSchema } from '../admin/list-query';
import { currentAuth, requireAdmin, requireUser } from '../auth/guard';
import {
  ADMIN_API_BASE_PATH,
  announcementResponse,
  announcementSchema,
  announcementsPageResponse,
  API_BASE_PATH,
  myAnnouncementsResponse,
} from '@gcw/shared/contract';
import type { AnnouncementPayload } from '@gcw/shared/contract';
import type { InferType } from 'yup';
import { createAnnouncement, listAnnouncements, myAnnouncements } from './service';

const tags = ['announcements'];
const pageSchema = baseListSchema.pick(['page', 'page_size']);

export function announcementRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = requireAdmin(ctx);
  const path = `${ADMIN_API_BASE_PATH}/announcements`;

  app.post(
    path,
    {
      preValidation: admin,
      schema: routeSchema({
        tags,
        auth: 'bearer',
        body: announcementSchema,
        summary:
          'Send an announcement (AnnouncementPayload); delivered in batches after the answer',
        response: { status: 201, data: announcementResponse },
      }),
    },
    async (request, reply) => {
      const input = request.body as AnnouncementPayload;
      const me = currentAuth(request).user;
      return ok(reply, await createAnnouncement(ctx, me.id, me.name, input), 201);
    },
  );

  app.get(
    path,
    {
      preValidation: admin,
      schema: routeSchema({
        tags,
        auth: 'bearer',
        querystring: pageSchema,
        summary: 'Sent announcements, newest first',
        response: { data: announcementsPageResponse },
      }),
    },
    async (request, reply) => {
      const q = request.query as InferType<typeof pageSchema>;
      return ok(reply, await listAnnouncements(ctx, q.page, q.page_size));
    },
  );

  app.get(
    `${API_BASE_PATH}/announcements`,
    {
      preValidation: requireUser(ctx),
      schema: routeSchema({
        tags,
        auth: 'bearer',
        summary: 'MyAnnouncement[]: the newest addressed to the caller',
        response: { data: myAnnouncementsResponse },
      }),
    },
    async (request, reply) => ok(reply, await myAnnouncements(ctx, currentAuth(request).user.id)),
  );
}
