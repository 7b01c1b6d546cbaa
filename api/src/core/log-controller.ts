import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Asked every second by the product host and by balancers: a line each would bury the log. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

const isProbe = (request: FastifyRequest) => PROBE_PATHS.has(request.url.split('?', 1)[0] ?? '');

/**
 * Fastify's request lines, with the health and readiness probes at `debug` instead of `info`:
 * on start the first admin's password, printed once, stays on screen instead of scrolling away
 * under a probe's two lines per second. A probe that fails still logs at `error`.
 */
export class ProbeQuietLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (!isProbe(request)) return super.incomingRequest(request, reply);
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error || !isProbe(request)) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
