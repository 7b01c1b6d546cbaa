import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import { unauthorized } from '../../core/http-error';
import { tokenSession } from '../auth/guard';
import { API_BASE_PATH } from '@gcw/shared/contract';
import { eventsOfSession } from './service';

export function eventsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${API_BASE_PATH}/profile/events`,
    {
      // No requireUser: the token is checked here and its sign-in inside the one query.
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        summary: 'Status of the three events and the team id',
      },
    },
    async (request, reply) => {
      const events = await eventsOfSession(ctx, await tokenSession(ctx, request));
      if (!events) throw unauthorized();
      return ok(reply, events);
    },
  );
}
