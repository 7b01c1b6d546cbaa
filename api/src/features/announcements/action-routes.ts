import { adminAnnouncementResponse, announcementScheduleSchema } from '@gcw/shared/contract';
import type { AdminAnnouncement } from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { ADMIN_SPEC } from './admin-spec';
import {
  scheduleAnnouncement,
  sendAnnouncement,
  unscheduleAnnouncement,
  withdrawAnnouncement,
} from './lifecycle';
import { announcementId } from './load';

type Action = (ctx: AppContext, adminId: number, id: number) => Promise<AdminAnnouncement>;

/** The state changes of one announcement: POST /admin/announcements/{id}/<action>. */
export const announcementActionRoutes: RoutePlugin = async (app, { ctx }) => {
  const spec = {
    ...ADMIN_SPEC,
    params: idParams('id'),
    response: { data: adminAnnouncementResponse },
  };

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
    app.post(
      `/:id/${name}`,
      { schema: routeSchema({ ...spec, summary }) },
      async (request, reply) => {
        const id = announcementId(request.params.id);
        return ok(reply, await action(ctx, currentAuth(request).user.id, id));
      },
    );

  app.post(
    '/:id/schedule',
    {
      schema: routeSchema({
        ...spec,
        body: announcementScheduleSchema,
        summary: 'Send a draft at a later time (a time to come, ISO with offset)',
      }),
    },
    async (request, reply) => {
      const id = announcementId(request.params.id);
      const at = new Date(request.body.scheduled_at);
      return ok(reply, await scheduleAnnouncement(ctx, currentAuth(request).user.id, id, at));
    },
  );
};
