import {
  adminAnnouncementResponse,
  adminAnnouncementsPageResponse,
  announcementAudienceSchema,
  announcementPreviewResponse,
  announcementRecipientCountResponse,
  announcementSchema,
  myAnnouncementsResponse,
} from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { baseListSchema } from '../../core/list/list-query';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { ADMIN_SPEC } from './admin-spec';
import { countRecipients } from './audience';
import { updateAnnouncement } from './edit';
import { announcementId } from './load';
import { previewAnnouncement } from './preview';
import { createDraft, listAnnouncements, myAnnouncements } from './service';

const pageSchema = baseListSchema.pick(['page', 'page_size']);

/** Writing and reading announcements; sending, scheduling and withdrawing are in action-routes. */
export const announcementRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '',
    {
      schema: routeSchema({
        ...ADMIN_SPEC,
        body: announcementSchema,
        summary: 'Save a new announcement as a draft (AnnouncementPayload); nobody is told yet',
        response: { status: 201, data: adminAnnouncementResponse },
      }),
    },
    async (request, reply) => {
      const me = currentAuth(request).user;
      return ok(reply, await createDraft(ctx, me.id, me.name, request.body), 201);
    },
  );

  app.put(
    '/:id',
    {
      schema: routeSchema({
        ...ADMIN_SPEC,
        params: idParams('id'),
        body: announcementSchema,
        summary:
          'Edit a draft or a scheduled announcement, or the text of a sent one (its audience is fixed: 409)',
        response: { data: adminAnnouncementResponse },
      }),
    },
    async (request, reply) => {
      const id = announcementId(request.params.id);
      const input = request.body;
      return ok(reply, await updateAnnouncement(ctx, currentAuth(request).user.id, id, input));
    },
  );

  app.get(
    '',
    {
      schema: routeSchema({
        ...ADMIN_SPEC,
        querystring: pageSchema,
        summary: 'Every announcement (draft, scheduled, sent, withdrawn), newest first',
        response: { data: adminAnnouncementsPageResponse },
      }),
    },
    async (request, reply) => {
      const q = request.query;
      return ok(reply, await listAnnouncements(ctx, q.page, q.page_size));
    },
  );

  app.get(
    '/recipients',
    {
      schema: routeSchema({
        ...ADMIN_SPEC,
        querystring: announcementAudienceSchema,
        summary: 'How many students an audience reaches now (the query the delivery runs)',
        response: { data: announcementRecipientCountResponse },
      }),
    },
    async (request, reply) => {
      const q = request.query;
      const audience = { audience: q.audience, event: q.event ?? null, status: q.status ?? null };
      return ok(reply, { recipients: await countRecipients(ctx.db, audience) });
    },
  );

  app.post(
    '/preview',
    {
      schema: routeSchema({
        ...ADMIN_SPEC,
        body: announcementSchema,
        summary:
          'The page card, the bell item and the mail an announcement would make, and its recipients',
        response: { data: announcementPreviewResponse },
      }),
    },
    async (request, reply) => ok(reply, await previewAnnouncement(ctx, request.body)),
  );
};

/** The caller's own announcements (the student pages). */
export const myAnnouncementRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '',
    {
      schema: routeSchema({
        tags: ['announcements'],
        access: 'user',
        summary: 'MyAnnouncement[]: the newest addressed to the caller, withdrawn ones left out',
        response: { data: myAnnouncementsResponse },
      }),
    },
    async (request, reply) => ok(reply, await myAnnouncements(ctx, currentAuth(request).user.id)),
  );
};
