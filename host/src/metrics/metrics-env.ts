/** Where Prometheus scrapes the product host; null: no scrape listener (the default). */
export interface HostMetricsSettings {
  port: number;
  host: string;
  token: string | null;
}

/**
 * `HOST_METRICS_PORT` (apart from the API's `METRICS_PORT`: `npm start` passes its
 * environment to the API it starts, and both run on one machine), `HOST_METRICS_HOST`
 * (default loopback) and `METRICS_TOKEN`, shared with that API so one scrape config serves both.
 */
export function hostMetricsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): HostMetricsSettings | null {
  const raw = env.HOST_METRICS_PORT?.trim();
  if (!raw) return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`HOST_METRICS_PORT must be a port from 0 to 65535 (got "${raw}")`);
  }
  if (port !== 0 && port === Number(env.PORT ?? 3000)) {
    throw new Error('HOST_METRICS_PORT must differ from PORT (metrics are never served publicly)');
  }
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && token.length < 16) {
    throw new Error('METRICS_TOKEN must be at least 16 characters');
  }
  return { port, host: env.HOST_METRICS_HOST?.trim() || '127.0.0.1', token };
}
