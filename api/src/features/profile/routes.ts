import { profileUpdateSchema, userResponse } from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { toUser } from '../../domain/profile/to-user';
import { updateProfile } from './service';
import { socmedUploadRoutes } from './socmed-upload';

const tags = ['profile'];

export const profileRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/profile/my',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'The signed-in user (Data.role included)',
        response: { data: userResponse },
      }),
    },
    async (request, reply) => ok(reply, toUser(currentAuth(request).user)),
  );

  app.post(
    '/profile/my',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'Update the profile; sets profile_has_updated',
        body: profileUpdateSchema,
        response: { data: userResponse },
      }),
    },
    async (request, reply) => {
      const user = currentAuth(request).user;
      return ok(reply, toUser(await updateProfile(ctx, user, request.body)));
    },
  );

  socmedUploadRoutes(app, ctx);
};
