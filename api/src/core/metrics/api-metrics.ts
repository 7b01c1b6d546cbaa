import { Counter, Histogram, Registry } from 'prom-client';

import type { Db } from '../db/client';
import { registerPoolMetrics } from './db-pool-metrics';
import { registerMailQueueMetrics } from './mail-queue-metrics';
import { RemoteFailureLabels } from './remote-failure-labels';
import type { RemoteFailure } from './remote-failure-labels';

/** Seconds; from a cached read to a slow export, with the p99 of a normal page in the middle. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The API's Prometheus metrics, one registry per server (tests run two in one process). The
 * scrape listener (metrics-listener.ts) serves them; Node's process metrics are added there.
 */
export function createApiMetrics(db: Db) {
  const registry = new Registry();
  const registers = [registry];
  registerPoolMetrics(registry, db);
  registerMailQueueMetrics(registry, db);
  const remoteLabels = new RemoteFailureLabels();
  const remoteFailures = new Counter({
    name: 'gcw_api_remote_load_failures_total',
    help: 'Remote load failures reported by browsers, by remote, build id and reason',
    labelNames: ['remote', 'build_id', 'reason'] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: 'gcw_api_rate_limit_rejections_total',
    help: 'Requests refused with 429 by a rate limiter, by limiter name',
    labelNames: ['limiter'] as const,
    registers,
  });
  return {
    registry,
    httpRequests: new Counter({
      name: 'gcw_api_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'gcw_api_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route template',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    /** A limiter refused (core/rate-limiter.ts); each refusal is a 429. */
    rateLimited: (limiter: string) => rateLimited.inc({ limiter }),
    /** A browser's accepted report of a remote that did not load (features/client-errors). */
    remoteLoadFailed: (report: RemoteFailure) => remoteFailures.inc(remoteLabels.of(report)),
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
