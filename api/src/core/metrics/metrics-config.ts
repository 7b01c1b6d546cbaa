import { num, optionalString } from '../config-parse';

interface Parse {
  env: NodeJS.ProcessEnv;
  problems: string[];
}

/** Where Prometheus scrapes the API; part of AppConfig. */
export interface MetricsConfig {
  /**
   * Port of the scrape listener, apart from the public one so that nothing in front of the API
   * (the product host, nginx) can reach it by mistake; null (the default): no listener.
   */
  metricsPort: number | null;
  /** Interface of that listener: loopback unless Prometheus runs on another machine. */
  metricsHost: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  metricsToken: string | null;
}

export const METRICS_DEFAULTS = { host: '127.0.0.1', minTokenLength: 16 } as const;

/** METRICS_PORT (0: a free port the system picks, for tests), METRICS_HOST, METRICS_TOKEN. */
export function loadMetricsConfig(p: Parse): MetricsConfig {
  const port =
    optionalString(p, 'METRICS_PORT') === null ? null : num(p, 'METRICS_PORT', 0, 0, 65_535);
  const token = optionalString(p, 'METRICS_TOKEN');
  if (token !== null && token.length < METRICS_DEFAULTS.minTokenLength) {
    p.problems.push(`METRICS_TOKEN must be at least ${METRICS_DEFAULTS.minTokenLength} characters`);
  }
  return {
    metricsPort: port,
    metricsHost: optionalString(p, 'METRICS_HOST') ?? METRICS_DEFAULTS.host,
    metricsToken: token,
  };
}
