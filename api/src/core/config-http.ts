import { num } from './config-parse';

interface Parse {
  env: NodeJS.ProcessEnv;
  problems: string[];
}

/** How long a client may take to send a request, and to keep an idle connection; part of AppConfig. */
export interface HttpTimeoutConfig {
  /** The request line and headers must arrive within this; then 408 and the connection closes. */
  headersTimeoutMs: number;
  /** The whole request, body included (a 5 MB upload from a slow phone must fit). */
  requestTimeoutMs: number;
  /** An idle kept connection is closed after this; above a proxy's own (nginx: 60 s). */
  keepAliveTimeoutMs: number;
}

export const HTTP_TIMEOUT_DEFAULTS: HttpTimeoutConfig = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 72_000,
};

export function loadHttpTimeouts(p: Parse): HttpTimeoutConfig {
  const d = HTTP_TIMEOUT_DEFAULTS;
  const config = {
    headersTimeoutMs: num(p, 'HTTP_HEADERS_TIMEOUT_MS', d.headersTimeoutMs, 100, 600_000),
    requestTimeoutMs: num(p, 'HTTP_REQUEST_TIMEOUT_MS', d.requestTimeoutMs, 100, 3_600_000),
    keepAliveTimeoutMs: num(p, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', d.keepAliveTimeoutMs, 100, 600_000),
  };
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (config.headersTimeoutMs > config.requestTimeoutMs) {
    p.problems.push('HTTP_HEADERS_TIMEOUT_MS must not be more than HTTP_REQUEST_TIMEOUT_MS');
  }
  return config;
}

/**
 * Fastify's options for these limits. Node checks the clocks of open connections every
 * `connectionsCheckingInterval` (30 s by default, which would let a 15 s limit run to 45 s):
 * here a quarter of the shortest limit, at most every second.
 */
export function httpServerOptions(config: HttpTimeoutConfig) {
  const checkMs = Math.max(
    25,
    Math.min(1000, Math.floor(Math.min(config.headersTimeoutMs, config.requestTimeoutMs) / 4)),
  );
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      connectionsCheckingInterval: checkMs,
    },
  };
}
