import type { FastifyInstance } from 'fastify';
import type { InferType } from 'yup';

import type { AppContext } from '../../core/context';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { ok } from '../../core/reply';
import { baseListSchema } from '../../core/list/list-query';
import { currentAuth, requireUser } from '../../core/auth/guard';
import {
  ADMIN_API_BASE_PATH,
  adminAnnouncementResponse,
  adminAnnouncementsPageResponse,
  announcementAudienceSchema,
  announcementPreviewResponse,
  announcementRecipientCountResponse,
  announcementSchema,
  API_BASE_PATH,
  myAnnouncementsResponse,
} from '@gcw/shared/contract';
import type { AnnouncementPayload } from '@gcw/shared/contract';
import { announcementActionRoutes } from './action-routes';
import { adminAnnouncementRoute } from './admin-route';
import { countRecipients } from './audience';
import { updateAnnouncement } from './edit';
import { announcementId } from './load';
import { previewAnnouncement } from './preview';
import { createDraft, listAnnouncements, myAnnouncements } from './service';

const pageSchema = baseListSchema.pick(['page', 'page_size']);

/** Writing and reading announcements; sending, scheduling and withdrawing are in action-routes. */
export function announcementRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = adminAnnouncementRoute(app, ctx);
  const path = `${ADMIN_API_BASE_PATH}/announcements`;

  route(
    'POST',
    path,
    {
      body: announcementSchema,
      summary: 'Save a new announcement as a draft (AnnouncementPayload); nobody is told yet',
      response: { status: 201, data: adminAnnouncementResponse },
    },
    async (request, reply) => {
      const me = currentAuth(request).user;
      const input = request.body as AnnouncementPayload;
      return ok(reply, await createDraft(ctx, me.id, me.name, input), 201);
    },
  );

  route<{ Params: { id: string } }>(
    'PUT',
    `${path}/:id`,
    {
      params: idParams('id'),
      body: announcementSchema,
      summary:
        'Edit a draft or a scheduled announcement, or the text of a sent one (its audience is fixed: 409)',
      response: { data: adminAnnouncementResponse },
    },
    async (request, reply) => {
      const id = announcementId(request.params.id);
      const input = request.body as AnnouncementPayload;
      return ok(reply, await updateAnnouncement(ctx, currentAuth(request).user.id, id, input));
    },
  );

  route(
    'GET',
    path,
    {
      querystring: pageSchema,
      summary: 'Every announcement (draft, scheduled, sent, withdrawn), newest first',
      response: { data: adminAnnouncementsPageResponse },
    },
    async (request, reply) => {
      const q = request.query as InferType<typeof pageSchema>;
      return ok(reply, await listAnnouncements(ctx, q.page, q.page_size));
    },
  );

  route(
    'GET',
    `${path}/recipients`,
    {
      querystring: announcementAudienceSchema,
      summary: 'How many students an audience reaches now (the query the delivery runs)',
      response: { data: announcementRecipientCountResponse },
    },
    async (request, reply) => {
      const q = request.query as InferType<typeof announcementAudienceSchema>;
      const audience = { audience: q.audience, event: q.event ?? null, status: q.status ?? null };
      return ok(reply, { recipients: await countRecipients(ctx.db, audience) });
    },
  );

  route(
    'POST',
    `${path}/preview`,
    {
      body: announcementSchema,
      summary:
        'The page card, the bell item and the mail an announcement would make, and its recipients',
      response: { data: announcementPreviewResponse },
    },
    async (request, reply) =>
      ok(reply, await previewAnnouncement(ctx, request.body as AnnouncementPayload)),
  );

  app.get(
    `${API_BASE_PATH}/announcements`,
    {
      preValidation: requireUser(ctx),
      schema: routeSchema({
        tags: ['announcements'],
        access: 'user',
        summary: 'MyAnnouncement[]: the newest addressed to the caller, withdrawn ones left out',
        response: { data: myAnnouncementsResponse },
      }),
    },
    async (request, reply) => ok(reply, await myAnnouncements(ctx, currentAuth(request).user.id)),
  );

  announcementActionRoutes(app, ctx);
}
