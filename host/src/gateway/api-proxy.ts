import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { ApiUpstreams } from './api-upstreams';
import { forwardRequest } from './forward-request';
import type { Verdict } from './forward-request';

/** What a browser reads while no API instance can answer: Indonesian, no internal address. */
export const API_UNAVAILABLE =
  'Server sedang tidak tersedia. Halaman akan mencoba lagi sebentar lagi.';
export const API_CONNECTION_LOST =
  'Sambungan ke server terputus sebelum jawaban diterima. Periksa apakah perubahan Anda tersimpan sebelum mengulang.';
const RETRY_AFTER_S = 2;

// The API's JSON limit: every JSON write can go to a second instance. A bigger upload is
// streamed on, and a failure before it reached any instance is a 503 the page repeats.
const REPLAY_BYTES = 1024 * 1024;

function refuse(reply: FastifyReply, verdict: Verdict) {
  if (reply.sent || reply.raw.destroyed) return reply;
  reply.code(verdict === 'unavailable' ? 503 : 502);
  if (verdict === 'unavailable') reply.header('retry-after', String(RETRY_AFTER_S));
  return reply
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ Message: verdict === 'unavailable' ? API_UNAVAILABLE : API_CONNECTION_LOST });
}

/**
 * `/api` and `/api/*` to the API instances, unchanged, every status and body as the instance
 * answered it (a 413 included). While none can take a request the answer is 503 with a JSON
 * `Message` and `Retry-After`: the shell's transport waits and repeats the call. Which failures
 * go to another instance is decided in forward-request.ts.
 */
export async function registerApiProxy(
  app: FastifyInstance,
  upstreams: ApiUpstreams,
  /** An instance silent this long on a request (HTTP_REQUEST_TIMEOUT_MS) has failed it. */
  silenceMs: number,
) {
  await app.register(async (scope) => {
    // The body is the API's to read and to limit: passed on as a stream, never parsed here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handler = (request: FastifyRequest, reply: FastifyReply) =>
      forwardRequest(request, reply, upstreams, { replayBytes: REPLAY_BYTES, refuse, silenceMs });
    scope.all('/api', handler);
    scope.all('/api/*', handler);
  });
}
