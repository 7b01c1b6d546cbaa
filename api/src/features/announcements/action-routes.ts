import type { FastifyInstance } from 'fastify';
import type { InferType } from 'yup';

import type { AppContext } from '../../core/context';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { ok } from '../../core/reply';
import { currentAuth, requireAdmin } from '../auth/guard';
import {
  ADMIN_API_BASE_PATH,
  adminAnnouncementResponse,
  announcementScheduleSchema,
} from '@gcw/shared/contract';
import type { AdminAnnouncement } from '@gcw/shared/contract';
import {
  scheduleAnnouncement,
  sendAnnouncement,
  unscheduleAnnouncement,
  withdrawAnnouncement,
} from './lifecycle';
import { announcementId } from './load';

type Action = (ctx: AppContext, adminId: number, id: number) => Promise<AdminAnnouncement>;

/** The state changes of one announcement: POST /admin/announcements/{id}/<action>. */
export function announcementActionRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = requireAdmin(ctx);
  const path = `${ADMIN_API_BASE_PATH}/announcements/:id`;
  const spec = { tags: ['announcements'], auth: 'bearer' as const, params: idParams('id') };

  const simple: [string, Action, string][] = [
    [
      'send',
      sendAnnouncement,
      'Send a draft or a scheduled announcement now; delivered in batches after the answer',
    ],
    ['unschedule', unscheduleAnnouncement, 'Turn a scheduled announcement back into a draft'],
    [
      'withdraw',
      withdrawAnnouncement,
      "Withdraw a sent announcement: gone from the students' pages and bells; mail already sent stays recorded",
    ],
  ];
  for (const [name, action, summary] of simple)
    app.post<{ Params: { id: string } }>(
      `${path}/${name}`,
      {
        preValidation: admin,
        schema: routeSchema({ ...spec, summary, response: { data: adminAnnouncementResponse } }),
      },
      async (request, reply) => {
        const id = announcementId(request.params.id);
        return ok(reply, await action(ctx, currentAuth(request).user.id, id));
      },
    );

  app.post<{ Params: { id: string } }>(
    `${path}/schedule`,
    {
      preValidation: admin,
      schema: routeSchema({
        ...spec,
        body: announcementScheduleSchema,
        summary: 'Send a draft at a later time (a time to come, ISO with offset)',
        response: { data: adminAnnouncementResponse },
      }),
    },
    async (request, reply) => {
      const id = announcementId(request.params.id);
      const input = request.body as InferType<typeof announcementScheduleSchema>;
      const at = new Date(input.scheduled_at);
      return ok(reply, await scheduleAnnouncement(ctx, currentAuth(request).user.id, id, at));
    },
  );
}
