import { sql } from 'drizzle-orm';
import { object, string } from 'yup';

import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';

export const NOT_READY = 'Server belum siap: basis data tidak dapat dihubungi';
const READY_TIMEOUT_MS = 2000;

/**
 * `/api/health`: the process answers (liveness; a supervisor restarts it when this fails).
 * `/api/ready`: it can serve, i.e. the database answers within 2 s (a balancer sends traffic
 * only then). A closing instance answers 503 to both (Fastify's return503OnClosing).
 */
export const healthRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: routeSchema({
        access: 'public',
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { data: object({ status: string().oneOf(['ok']).defined() }) },
      }),
    },
    async (_request, reply) => reply.send({ Data: { status: 'ok' } }),
  );
  app.get(
    '/ready',
    {
      schema: routeSchema({
        access: 'public',
        tags: ['health'],
        summary: 'Readiness: the database answers (503 with Message otherwise)',
        response: { data: object({ status: string().oneOf(['ready']).defined() }) },
      }),
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([ctx.db.execute(sql`select 1`), timeout]);
        return reply.send({ Data: { status: 'ready' } });
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: database unreachable');
        return reply.header('Retry-After', '5').code(503).send({ Message: NOT_READY });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
