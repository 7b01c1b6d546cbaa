import type { FastifyReply, FastifyRequest } from 'fastify';

import { readObjectCached } from '../pages/remote-files';
import { remotesForBrowser } from './remotes-for-browser';
import { runningCanaries } from './running-canaries';

/** A remotes map as read (null: none, or not a JSON object). */
export type RemotesMap = Record<string, unknown> | null;

export interface RemotesSources {
  /** The live map (mf-remotes.json), read again when it changed. */
  remotesFile?: string;
  /** Or a fixed map. */
  remotesMap?: Record<string, string>;
  /** The running canaries (DEPLOY_DIR/canary.json); none when not given. */
  canaryFile?: string;
}

export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
}

function canarySwitchOf(request: FastifyRequest): string | undefined {
  const query = request.url.split('#', 1)[0]?.split('?')[1];
  return query === undefined ? undefined : (new URLSearchParams(query).get('canary') ?? undefined);
}

/**
 * The remotes map this request's browser is served, with the reply made to match: the
 * cookies to set, and, while a canary runs, `private` and `Vary: Cookie`, so no shared cache
 * hands one browser's build to another.
 */
export function remotesForReply(
  request: FastifyRequest,
  reply: FastifyReply,
  sources: RemotesSources,
): { map: RemotesMap; varies: boolean } {
  const map = sources.remotesFile
    ? readObjectCached(sources.remotesFile)
    : (sources.remotesMap ?? null);
  const served = remotesForBrowser(map, runningCanaries(sources.canaryFile), {
    cookie: request.headers.cookie,
    canarySwitch: canarySwitchOf(request),
    https: isHttps(request),
  });
  if (served.setCookies.length) reply.header('set-cookie', served.setCookies);
  if (served.varies) reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie');
  return { map: served.map, varies: served.varies };
}
