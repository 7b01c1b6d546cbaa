import compress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';

import { hostClientError, hostErrorHandler, hostFrameworkError } from './host-errors';
import { httpServerOptions, httpTimeoutsFromEnv } from './http-timeouts';
import type { HttpTimeouts } from './http-timeouts';

export interface BaseHostOptions {
  /** Answer with `Access-Control-Allow-Origin: *` (a remote served from its own origin). */
  cors?: boolean;
  logger?: boolean;
  /** Limits on slow clients; from the environment (HTTP_*_TIMEOUT_MS) when not given. */
  timeouts?: HttpTimeouts;
}

/**
 * What every host of the product has, whichever it serves: its own refusals as JSON with a
 * `Message`, limits on slow clients, compression, `X-Content-Type-Options: nosniff` and
 * `/healthz`.
 */
export async function createBaseHost(options: BaseHostOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // The host's own refusals carry the API contract's `Message` too (no 500 for any input).
    frameworkErrors: hostFrameworkError,
    clientErrorHandler: hostClientError,
    ...httpServerOptions(options.timeouts ?? httpTimeoutsFromEnv()),
  });
  app.setErrorHandler(hostErrorHandler);
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (options.cors) reply.header('access-control-allow-origin', '*');
    return payload;
  });
  app.get('/healthz', async () => ({ ok: true }));
  return app;
}
