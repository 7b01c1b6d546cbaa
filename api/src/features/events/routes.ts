import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import { currentAuth, requireUser } from '../auth/guard';
import { API_BASE_PATH } from '@gcw/shared/contract';
import { eventsOf } from './service';

export function eventsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${API_BASE_PATH}/profile/events`,
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        summary: 'Status of the three events and the team id',
      },
    },
    async (request, reply) => ok(reply, await eventsOf(ctx, currentAuth(request).user.id)),
  );
}
