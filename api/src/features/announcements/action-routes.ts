import type { FastifyInstance } from 'fastify';
import type { InferType } from 'yup';

import type { AppContext } from '../../core/context';
import { idParams } from '../../core/schema/path-params';
import { ok } from '../../core/reply';
import { currentAuth } from '../../core/auth/guard';
import {
  ADMIN_API_BASE_PATH,
  adminAnnouncementResponse,
  announcementScheduleSchema,
} from '@gcw/shared/contract';
import type { AdminAnnouncement } from '@gcw/shared/contract';
import { adminAnnouncementRoute } from './admin-route';
import {
  scheduleAnnouncement,
  sendAnnouncement,
  unscheduleAnnouncement,
  withdrawAnnouncement,
} from './lifecycle';
import { announcementId } from './load';

type Action = (ctx: AppContext, adminId: number, id: number) => Promise<AdminAnnouncement>;
type ById = { Params: { id: string } };

/** The state changes of one announcement: POST /admin/announcements/{id}/<action>. */
export function announcementActionRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = adminAnnouncementRoute(app, ctx);
  const path = `${ADMIN_API_BASE_PATH}/announcements/:id`;
  const spec = { params: idParams('id'), response: { data: adminAnnouncementResponse } };

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
    route<ById>('POST', `${path}/${name}`, { ...spec, summary }, async (request, reply) => {
      const id = announcementId(request.params.id);
      return ok(reply, await action(ctx, currentAuth(request).user.id, id));
    });

  route<ById>(
    'POST',
    `${path}/schedule`,
    {
      ...spec,
      body: announcementScheduleSchema,
      summary: 'Send a draft at a later time (a time to come, ISO with offset)',
    },
    async (request, reply) => {
      const id = announcementId(request.params.id);
      const input = request.body as InferType<typeof announcementScheduleSchema>;
      const at = new Date(input.scheduled_at);
      return ok(reply, await scheduleAnnouncement(ctx, currentAuth(request).user.id, id, at));
    },
  );
}
