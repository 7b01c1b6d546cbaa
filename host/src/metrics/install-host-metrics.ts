import type { FastifyInstance } from 'fastify';

import type { ApiUpstreams } from '../gateway/api-upstreams';
import { hostRequestDuration, hostRequests } from './host-metrics';
import { requestKind } from './request-kind';
import { watchUpstreams } from './upstream-metrics';

/**
 * Counts and times every answer of a product host, reports its API instances, and refuses
 * `/api/metrics` on the public port: metrics are served by the scrape listeners only
 * (HOST_METRICS_PORT, the API's METRICS_PORT), and a path that is not forwarded can never
 * reach one by mistake.
 */
export function installHostMetrics(app: FastifyInstance, upstreams: ApiUpstreams | null) {
  app.addHook('onResponse', async (request, reply) => {
    const kind = requestKind(request, reply);
    hostRequests.inc({ kind, status_code: String(reply.statusCode) });
    hostRequestDuration.observe({ kind }, reply.elapsedTime / 1000);
  });
  app.all('/api/metrics', async (_request, reply) =>
    reply.code(404).header('cache-control', 'no-store').send({ Message: 'Not found' }),
  );
  if (upstreams) {
    const unwatch = watchUpstreams(upstreams);
    app.addHook('onClose', async () => unwatch());
  }
}
