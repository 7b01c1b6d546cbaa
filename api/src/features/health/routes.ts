import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness and database reachability' } },
    async (_request, reply) => {
      await ctx.db.execute(sql`select 1`);
      return reply.send({ Data: { status: 'ok' } });
    },
  );
}
