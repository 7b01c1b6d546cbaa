import { messageResponse, setupChecklistResponse } from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { setupChecklist } from './checklist';
import { sendTestMail } from './test-mail';

const tags = ['admin'];

/** The first-run set-up checklist of the admin overview and its test mail. */
export const setupChecklistRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'settings.edit' },
        summary: 'What the event still lacks before registration opens (SetupChecklist)',
        response: { data: setupChecklistResponse },
      }),
    },
    async (_request, reply) => ok(reply, await setupChecklist(ctx)),
  );

  app.post(
    '/test-mail',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'settings.edit' },
        summary: 'Queue a test mail to the signed-in admin through the outbox (audited)',
        response: { status: 202, data: messageResponse },
      }),
    },
    async (request, reply) => {
      const to = await sendTestMail(ctx, currentAuth(request).user);
      return ok(
        reply,
        { message: `E-mail uji dikirim ke ${to}. Daftar persiapan diperbarui begitu terkirim.` },
        202,
      );
    },
  );
};
