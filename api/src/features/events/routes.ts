import { eventsResponse } from '@gcw/shared/contract';

import { currentSession } from '../../core/auth/guard';
import { unauthorized } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { eventsOfSession } from '../../domain/events/events-of';

export const eventsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/profile/events',
    {
      // 'token': the access token is checked before (no database), its sign-in inside the one query.
      schema: routeSchema({
        tags: ['profile'],
        access: 'token',
        summary: 'Status of the three events and the team id',
        response: { data: eventsResponse },
      }),
    },
    async (request, reply) => {
      const events = await eventsOfSession(ctx, currentSession(request));
      if (!events) throw unauthorized();
      return ok(reply, events);
    },
  );
};
