import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import { validate } from '../../core/validate';
import { currentAuth, requireUser } from '../auth/guard';
import { API_BASE_PATH } from '@gcw/shared/contract';
import { profileUpdateDoc, profileUpdateSchema } from './schema';
import { updateProfile } from './service';
import { socmedUploadRoutes } from './socmed-upload';
import { toUser } from './to-user';

const tags = ['profile'];
const security = [{ bearer: [] }];

export function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const path = `${API_BASE_PATH}/profile/my`;

  app.get(
    path,
    {
      preHandler: requireUser(ctx),
      schema: { tags, security, summary: 'The signed-in user (Data.role included)' },
    },
    async (request, reply) => ok(reply, toUser(currentAuth(request).user)),
  );

  app.post(
    path,
    {
      preHandler: requireUser(ctx),
      schema: {
        tags,
        security,
        summary: 'Update the profile; sets profile_has_updated',
        body: profileUpdateDoc,
      },
    },
    async (request, reply) => {
      const input = await validate(profileUpdateSchema, request.body);
      return ok(reply, toUser(await updateProfile(ctx, currentAuth(request).user, input)));
    },
  );

  socmedUploadRoutes(app, ctx);
}
