import { listenForScrapes } from '@gcw/server-kit/scrape-listener';
import type { ScrapeListener } from '@gcw/server-kit/scrape-listener';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics } from 'prom-client';

import type { ApiMetrics } from './api-metrics';
import type { MetricsConfig } from './metrics-config';
import { installRequestMetrics } from './request-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the scrape listener listens (METRICS_PORT 0 picks a port); null when it is off. */
    metricsAddress(): AddressInfo | null;
  }
}

/**
 * Request metrics on every route, and the scrape listener (METRICS_PORT) opened once the
 * server is ready and closed with it. Without METRICS_PORT nothing listens and Node's process
 * metrics are not collected (nobody could read them).
 */
export function installMetrics(app: FastifyInstance, config: MetricsConfig, metrics: ApiMetrics) {
  installRequestMetrics(app, metrics);
  let listener: ScrapeListener | null = null;
  app.decorate('metricsAddress', () => listener?.address ?? null);
  const port = config.metricsPort;
  if (port === null) return;
  collectDefaultMetrics({ register: metrics.registry });
  app.addHook('onReady', async () => {
    listener = await listenForScrapes({
      port,
      host: config.metricsHost,
      token: config.metricsToken,
      registry: metrics.registry,
    });
  });
  app.addHook('onClose', async () => listener?.close());
}
