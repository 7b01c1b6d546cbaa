import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import { unauthorized } from '../../core/http-error';
import { tokenSession } from '../../core/auth/guard';
import { API_BASE_PATH, eventsResponse } from '@gcw/shared/contract';
import { eventsOfSession } from '../../domain/events/events-of';
import { routeSchema } from '../../core/schema/route-schema';

export function eventsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${API_BASE_PATH}/profile/events`,
    {
      // No requireUser: the token is checked here and its sign-in inside the one query.
      schema: routeSchema({
        tags: ['profile'],
        access: 'token',
        summary: 'Status of the three events and the team id',
        response: { data: eventsResponse },
      }),
    },
    async (request, reply) => {
      const events = await eventsOfSession(ctx, await tokenSession(ctx, request));
      if (!events) throw unauthorized();
      return ok(reply, events);
    },
  );
}
