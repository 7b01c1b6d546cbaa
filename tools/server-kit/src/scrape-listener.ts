import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface ScrapeListenerOptions {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | null;
  registry: Registry;
}

export interface ScrapeListener {
  address: AddressInfo;
  close(): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests, in constant time: the answer's timing tells nothing about the token. */
function authorized(request: IncomingMessage, token: string | null): boolean {
  if (token === null) return true;
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

function answer(response: ServerResponse, status: number, text: string, headers = {}) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/**
 * `GET /metrics` in Prometheus' text format, on a listener of its own: never on the public
 * port, never through the product host or nginx, never in the request log. Anything else is
 * a 404 (a 405 for another method, a 401 without the token when one is set).
 */
export async function listenForScrapes(options: ScrapeListenerOptions): Promise<ScrapeListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== '/metrics') return answer(response, 404, 'Not found: scrape /metrics\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(response, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
    }
    if (!authorized(request, options.token)) {
      return answer(response, 401, 'Unauthorized\n', { 'www-authenticate': 'Bearer' });
    }
    options.registry.metrics().then(
      (text) => answer(response, 200, text, { 'content-type': options.registry.contentType }),
      (error: unknown) => answer(response, 500, `metrics failed: ${String(error)}\n`),
    );
  });
  // A scraper that stalls must not hold a connection for long.
  server.headersTimeout = 10_000;
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
