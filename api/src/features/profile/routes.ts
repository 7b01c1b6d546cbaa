import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import { routeSchema } from '../../core/schema/route-schema';
import { currentAuth, requireUser } from '../../core/auth/guard';
import { API_BASE_PATH, profileUpdateSchema, userResponse } from '@gcw/shared/contract';
import type { InferType } from 'yup';
import { updateProfile } from './service';
import { socmedUploadRoutes } from './socmed-upload';
import { toUser } from '../../domain/profile/to-user';

const tags = ['profile'];

export function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const path = `${API_BASE_PATH}/profile/my`;

  app.get(
    path,
    {
      preValidation: requireUser(ctx),
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'The signed-in user (Data.role included)',
        response: { data: userResponse },
      }),
    },
    async (request, reply) => ok(reply, toUser(currentAuth(request).user)),
  );

  app.post<{ Body: InferType<typeof profileUpdateSchema> }>(
    path,
    {
      preValidation: requireUser(ctx),
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
}
