import { doorBundleResponse, doorSyncResponse, doorSyncSchema } from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { doorBundle } from './bundle';
import { syncOne } from './sync';

const tags = ['admin'];

/** What a seminar door needs beyond the check-in itself: its offline roster and the sync. */
export const doorRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/bundle',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'door.check_in' },
        summary:
          "A door's offline bundle: the tickets' public key and every ticket with its holder's name and institution, validity, cancellation and check-in; ETag / If-None-Match (304)",
        response: { data: doorBundleResponse },
      }),
    },
    async (request, reply) => {
      const { bundle, etag } = await doorBundle(ctx);
      // Personal data: never kept by a shared cache; the door revalidates with its ETag.
      reply.header('ETag', etag).header('Cache-Control', 'private, no-store');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return ok(reply, bundle);
    },
  );

  app.post(
    '/sync',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'door.check_in' },
        summary:
          'Check-ins a door made offline: each decided as the online check-in is (first to commit wins), at its scan time; idempotent by client_id; one result per item',
        body: doorSyncSchema,
        response: { data: doorSyncResponse },
      }),
    },
    async (request, reply) => {
      const { door, items } = request.body;
      const adminId = currentAuth(request).user.id;
      const results = [];
      // One after another: a batch holds at most one lock at a time, as a door scanning would.
      for (const item of items) results.push(await syncOne(ctx, adminId, door, item));
      return ok(reply, { results });
    },
  );
};
