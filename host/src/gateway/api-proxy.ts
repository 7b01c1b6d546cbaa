import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

import type { ApiUpstreams } from './api-upstreams';

/** What a browser reads while no API instance can answer: Indonesian, no internal address. */
export const API_UNAVAILABLE =
  'Server sedang tidak tersedia. Halaman akan mencoba lagi sebentar lagi.';
export const API_CONNECTION_LOST =
  'Sambungan ke server terputus sebelum jawaban diterima. Periksa apakah perubahan Anda tersimpan sebelum mengulang.';
const RETRY_AFTER_S = 2;

// Errors that prove the request never reached an API process: safe for the page to repeat.
const NOT_DELIVERED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The part of a reply used here (the proxy's hooks type it for HTTP/2 as well). */
interface JsonReply {
  code(status: number): JsonReply;
  header(name: string, value: string): JsonReply;
  type(contentType: string): JsonReply;
  send(body: unknown): unknown;
}

function unavailable(reply: JsonReply) {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ Message: API_UNAVAILABLE });
}

function causeCode(error: unknown): string | undefined {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code && e.code !== 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR') return e.code;
  }
  return undefined;
}

/**
 * `/api/*` to one of the API instances, unchanged. While none is in service, or when the chosen
 * one refuses the connection or is closing (its own 503), the answer is 503 with a JSON
 * `Message` and `Retry-After`: the shell's transport waits and repeats the call. A connection
 * lost after the request went out is a 502 without Retry-After: the API may have done it.
 */
export async function registerApiProxy(app: FastifyInstance, upstreams: ApiUpstreams) {
  // The instance picked for each request (keyed by the request object).
  const chosen = new WeakMap<object, string>();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    const upstream = upstreams.pick();
    if (!upstream) return unavailable(reply);
    chosen.set(request, upstream);
  });
  await app.register(httpProxy, {
    // No fixed base: each request's origin is the instance getUpstream chose.
    upstream: '',
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      getUpstream: (request) => chosen.get(request) ?? upstreams.urls[0]!,
      // The API rate-limits sign-ins per client address: pass the browser's, not ours.
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
      }),
      onResponse: (request, reply, res) => {
        if (res.statusCode !== 503) return reply.send(res.stream);
        // The instance is closing (or its database is gone): out of rotation until it is ready.
        res.stream.resume();
        for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
        const upstream = chosen.get(request);
        if (upstream) upstreams.markDown(upstream);
        return unavailable(reply);
      },
      onError: (reply, { error }) => {
        const code = causeCode(error);
        const upstream = chosen.get(reply.request);
        reply.request.log.warn({ code, upstream }, 'API upstream failed');
        if (code && NOT_DELIVERED.has(code)) {
          if (upstream) upstreams.markDown(upstream);
          return void unavailable(reply);
        }
        void reply
          .code(502)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send({ Message: API_CONNECTION_LOST });
      },
    },
  });
}
