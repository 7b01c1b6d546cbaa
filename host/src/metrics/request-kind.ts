import type { FastifyReply, FastifyRequest } from 'fastify';

import type { RequestKind } from './host-metrics';

/**
 * What a request was, from its path and its answer, never from the URL as a label (anyone
 * writes URLs): `/api` is the proxy, `/healthz` a probe, an HTML answer a page (shell index,
 * prerendered page, or a 404 page), anything else an asset (scripts, styles, the deploy files).
 */
export function requestKind(request: FastifyRequest, reply: FastifyReply): RequestKind {
  const path = request.url.split(/[?#]/, 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path === '/healthz') return 'probe';
  const type = String(reply.getHeader('content-type') ?? '');
  return type.startsWith('text/html') ? 'page' : 'asset';
}
