import { adminVerifyEmailSchema, messageResponse } from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import type { RouteApp } from '../../core/route-plugin';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { ADMIN_VERIFY_MESSAGES, verifyEmailByAdmin } from './admin-verify';

/** POST /admin/users/{id}/verify-email: an admin marks the address verified, with a reason. */
export function adminVerifyEmailRoute(
  app: RouteApp,
  ctx: AppContext,
  userId: (raw: string) => number,
) {
  app.post(
    '/:id/verify-email',
    {
      schema: routeSchema({
        tags: ['admin'],
        access: { permission: 'people.review' },
        params: idParams('id'),
        summary:
          "Mark a user's e-mail address verified (reason required; audited; the user is notified)",
        description:
          '409 when the address is verified already. The open verification links of the address stop working.',
        body: adminVerifyEmailSchema,
        response: { data: messageResponse },
      }),
    },
    async (request, reply) => {
      const { reason } = request.body;
      const admin = currentAuth(request).user;
      const email = await verifyEmailByAdmin(ctx, admin.id, userId(request.params.id), reason);
      return ok(reply, { message: ADMIN_VERIFY_MESSAGES.done(email) });
    },
  );
}
