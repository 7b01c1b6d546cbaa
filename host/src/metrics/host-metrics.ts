import { Counter, Histogram, Registry } from 'prom-client';

/**
 * The product host's Prometheus metrics. One product host runs per process, so they live at
 * module level: the gateway counts with `proxyRetries.inc()` wherever it decides to retry.
 */
export const hostRegistry = new Registry();
const registers = [hostRegistry];

export type RequestKind = 'page' | 'asset' | 'api' | 'probe';

export const hostRequests = new Counter({
  name: 'gcw_host_http_requests_total',
  help: 'Requests answered by the product host, by kind (page, asset, api, probe) and status code',
  labelNames: ['kind', 'status_code'] as const,
  registers,
});

export const hostRequestDuration = new Histogram({
  name: 'gcw_host_http_request_duration_seconds',
  help: 'Time to answer a request at the product host, by kind (api: the instance included)',
  labelNames: ['kind'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const proxyUpstreamErrors = new Counter({
  name: 'gcw_host_proxy_upstream_errors_total',
  help: 'Failed attempts to reach an API instance through /api, by error code (ECONNREFUSED, ECONNRESET, ...)',
  labelNames: ['code'] as const,
  registers,
});

/** For the gateway: one more try of a request at another (or the same) instance. */
export const proxyRetries = new Counter({
  name: 'gcw_host_proxy_retries_total',
  help: 'Requests the /api proxy sent again after a failed attempt',
  registers,
});
