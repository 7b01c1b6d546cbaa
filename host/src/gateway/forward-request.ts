import type { FastifyReply, FastifyRequest } from 'fastify';

import { proxyRetries } from '../metrics/host-metrics';
import type { ApiUpstreams } from './api-upstreams';
import { ReplayableBody } from './replayable-body';
import { attempt } from './upstream-attempt';
import type { Outcome } from './upstream-attempt';
import { closingRefusal, readSmall, requestHeaders, responseHeaders } from './upstream-headers';

export type Verdict = 'unavailable' | 'connection-lost';

// Repeating these changes nothing on the server (RFC 9110 9.2.2).
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ForwardOptions {
  /** Bodies up to this size stay in memory to be sent again to another instance. */
  replayBytes: number;
  /** An instance silent this long on a connection (nothing read, nothing written) failed it. */
  silenceMs: number;
  /** The host's own answer when no instance took the request, or one was lost with it. */
  refuse: (reply: FastifyReply, verdict: Verdict) => unknown;
}

function sendAnswer(
  reply: FastifyReply,
  outcome: Extract<Outcome, { kind: 'answer' }>,
  body?: Buffer,
) {
  const { response, request } = outcome;
  reply.code(response.statusCode ?? 502).headers(responseHeaders(response));
  const empty = reply.request.method === 'HEAD' || [204, 304].includes(response.statusCode ?? 0);
  if (body || empty) {
    response.resume();
    return reply.send(empty ? undefined : body);
  }
  // The instance answered before the client's body was all there (a refusal): the connection to
  // it is done with once the answer is read.
  response.once('end', () => {
    if (!request.writableFinished) request.destroy();
  });
  return reply.send(response);
}

/**
 * One request to the API instances. A request that provably reached none (refused, cut before
 * it was written, or refused by an instance that is closing) goes to the next instance; a
 * read (GET, HEAD, OPTIONS) cut on its way goes once more. Each instance that failed leaves the
 * rotation until its readiness check passes again. Only a write whose bytes reached an instance
 * that then died is answered `connection-lost` (a 502): it may have been done, and sending it
 * again could do it twice.
 */
export async function forwardRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  upstreams: ApiUpstreams,
  options: ForwardOptions,
) {
  const body = new ReplayableBody(request.raw, options.replayBytes);
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const idempotent = IDEMPOTENT.has(request.method);
  const headers = requestHeaders(request.headers, request.ip, request.protocol);
  const tried = new Set<string>();
  let resends = idempotent ? 1 : 0;
  let fresh = !idempotent;
  const finish = (verdict: Verdict) => {
    body.discardRest();
    return options.refuse(reply, verdict);
  };
  for (;;) {
    const origin = upstreams.pick(tried);
    if (!origin || controller.signal.aborted) return finish('unavailable');
    const outcome = await attempt(origin, {
      method: request.method,
      path: request.url,
      headers,
      body,
      fresh,
      silenceMs: options.silenceMs,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return finish('unavailable');
    if (outcome.kind === 'answer') {
      if (outcome.response.statusCode !== 503) {
        body.discardRest();
        return sendAnswer(reply, outcome);
      }
      // Closing, or its database gone: out of rotation until its readiness check passes.
      upstreams.markDown(origin);
      tried.add(origin);
      const text = await readSmall(outcome.response);
      if ((idempotent || closingRefusal(outcome.response, text)) && body.replayable) {
        proxyRetries.inc();
        continue;
      }
      if (closingRefusal(outcome.response, text)) return finish('unavailable');
      body.discardRest();
      return sendAnswer(reply, outcome, text);
    }
    if (outcome.kind === 'lost' && outcome.reused && idempotent && resends > 0) {
      // A kept connection the instance closed as the request went out: the instance itself
      // may be fine, so the read goes again on a connection of its own, wherever.
      resends -= 1;
      fresh = true;
      proxyRetries.inc();
      continue;
    }
    upstreams.markDown(origin);
    tried.add(origin);
    if (!body.replayable)
      return finish(outcome.kind === 'lost' && !idempotent ? 'connection-lost' : 'unavailable');
    if (outcome.kind === 'not-delivered') {
      proxyRetries.inc();
      continue;
    }
    if (idempotent && resends > 0) {
      resends -= 1;
      proxyRetries.inc();
      continue;
    }
    return finish(idempotent ? 'unavailable' : 'connection-lost');
  }
}
