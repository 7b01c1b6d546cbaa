import type { FastifyInstance } from 'fastify';

import type { ApiMetrics } from './api-metrics';

/** The route label of a request no route matched (a 404): never its URL, which anyone writes. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every answered request and times it, labelled by the route's template
 * (`/api/v1/admin/teams/:id`), so the number of series stays that of the routes.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: ApiMetrics) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = request.method;
    metrics.httpRequests.inc({ method, route, status_code: String(reply.statusCode) });
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}
