/**
 * How long a client may take to send a request, and to keep an idle connection, on every host
 * of the product; the same variables and defaults as the API (api/src/core/config-http.ts).
 */
export interface HttpTimeouts {
  /** Request line and headers; then 408 and the connection closes. */
  headersTimeoutMs: number;
  /** The whole request, body included (a 5 MB upload from a slow phone must fit). */
  requestTimeoutMs: number;
  /** An idle kept connection; above the proxy's in front (nginx keeps 60 s). */
  keepAliveTimeoutMs: number;
}

const DEFAULTS: HttpTimeouts = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 72_000,
};

function ms(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 3_600_000) {
    throw new Error(`${name} must be a number of milliseconds from 100 to 3600000 (got "${raw}")`);
  }
  return value;
}

/** `HTTP_HEADERS_TIMEOUT_MS`, `HTTP_REQUEST_TIMEOUT_MS`, `HTTP_KEEP_ALIVE_TIMEOUT_MS`. */
export function httpTimeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): HttpTimeouts {
  const timeouts = {
    headersTimeoutMs: ms(env, 'HTTP_HEADERS_TIMEOUT_MS', DEFAULTS.headersTimeoutMs),
    requestTimeoutMs: ms(env, 'HTTP_REQUEST_TIMEOUT_MS', DEFAULTS.requestTimeoutMs),
    keepAliveTimeoutMs: ms(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', DEFAULTS.keepAliveTimeoutMs),
  };
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (timeouts.headersTimeoutMs > timeouts.requestTimeoutMs) {
    throw new Error('HTTP_HEADERS_TIMEOUT_MS must not be more than HTTP_REQUEST_TIMEOUT_MS');
  }
  return timeouts;
}

/**
 * Fastify's options for these limits. Node looks at the clocks of open connections every
 * `connectionsCheckingInterval` (30 s by default, which would let a 15 s limit run to 45 s):
 * here a quarter of the shortest limit, at most every second.
 */
export function httpServerOptions(t: HttpTimeouts) {
  const shortest = Math.min(t.headersTimeoutMs, t.requestTimeoutMs);
  const checkMs = Math.max(25, Math.min(1000, Math.floor(shortest / 4)));
  return {
    requestTimeout: t.requestTimeoutMs,
    keepAliveTimeout: t.keepAliveTimeoutMs,
    http: {
      headersTimeout: t.headersTimeoutMs,
      requestTimeout: t.requestTimeoutMs,
      keepAliveTimeout: t.keepAliveTimeoutMs,
      connectionsCheckingInterval: checkMs,
    },
  };
}
