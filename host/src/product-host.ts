import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { createBaseHost } from './base-host';
import { isHttps, remotesForReply } from './canary/reply-remotes';
import type { RemotesMap } from './canary/reply-remotes';
import { runningCanaries } from './canary/running-canaries';
import { registerApiProxy } from './gateway/api-proxy';
import { ApiUpstreams, upstreamList } from './gateway/api-upstreams';
import { httpTimeoutsFromEnv } from './http-timeouts';
import type { HttpTimeouts } from './http-timeouts';
import { installHostMetrics } from './metrics/install-host-metrics';
import type { PageSources } from './pages/page-security-headers';
import { pageSecurityHeaders } from './pages/page-security-headers';
import { readObjectCached } from './pages/remote-files';
import {
  answerNavigationsWithIndex,
  isNavigationRequest,
  serveStaticFiles,
} from './pages/static-files';
import type { StaticMount } from './pages/static-files';

export interface ProductHostOptions {
  /** The shell's build, served at `/`; its index.html answers every other navigation. */
  root: string;
  /** The remotes' builds on the same origin (`/remotes/<folder>/`, `/deployed/`). */
  mounts?: StaticMount[];
  /** Answers `/mf-remotes.json` from this file, read on every request (a deploy changes it live). */
  remotesFile?: string;
  /** Or from this fixed map. */
  remotesMap?: Record<string, string>;
  /** The running canaries (DEPLOY_DIR/canary.json), each served to its share of browsers. */
  canaryFile?: string;
  /** Answers `/app-config.json` from this file when given. */
  appConfigFile?: string;
  /** Upstream of `/api/*`, proxied unchanged (a comma-separated list is balanced). */
  apiUpstream?: string;
  /** Or these API instances (gateway/api-upstreams.ts). */
  apiUpstreams?: ApiUpstreams;
  /**
   * A complete page for a navigation to this path (the prerendered landing), or null; from
   * the build `remotes` (the map this browser is served, canaries included) names.
   */
  prerendered?: (pathname: string, remotes: RemotesMap) => Promise<string | null>;
  /** The shell's index.html for a navigation, with its boot data (pages/boot-data.ts) written in. */
  shellIndex?: (pathname: string, remotes: RemotesMap) => Promise<string | null>;
  /** Script origins the pages' CSP allows besides the remotes in the map (pages/page-security-headers.ts). */
  trustedOrigins?: readonly string[];
  logger?: boolean;
  /** Limits on slow clients (base-host.ts); from the environment when not given. */
  timeouts?: HttpTimeouts;
}

function sendJsonFile(reply: FastifyReply, file: string) {
  if (!existsSync(file))
    return reply.code(404).send({ Message: `${path.basename(file)} not found` });
  return reply
    .header('cache-control', 'no-cache')
    .type('application/json')
    .send(readFileSync(file, 'utf8'));
}

/** The product's deploy files as the page's CSP reads them, on every page (a deploy changes them). */
function pageSourcesOf(options: ProductHostOptions): PageSources {
  const config =
    readObjectCached(options.appConfigFile ?? path.join(options.root, 'app-config.json')) ?? {};
  return {
    remotesMap: options.remotesFile
      ? readObjectCached(options.remotesFile)
      : (options.remotesMap ?? null),
    canaryUrls: runningCanaries(options.canaryFile).map((canary) => canary.url),
    apiOrigin: typeof config.apiOrigin === 'string' ? config.apiOrigin : '',
    analytics: typeof config.gaMeasurementId === 'string' && config.gaMeasurementId !== '',
    trustedOrigins: options.trustedOrigins,
  };
}

/**
 * The product on one origin: the shell (its index.html for every client route, with boot data
 * written in), the remotes' builds under their mounts, the remotes map and the app config, the
 * prerendered pages, `/api` proxied to the API instances, and the page armour (CSP and the
 * other security headers) on every HTML page it answers.
 */
export async function createProductHost(options: ProductHostOptions): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? httpTimeoutsFromEnv();
  const app = await createBaseHost({ logger: options.logger, timeouts });

  const securePage = (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
    reply.headers(pageSecurityHeaders(html, pageSourcesOf(options), isHttps(request), pathname));
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // A page written here has its headers already; one sent as a file (the built index.html)
    // has no inline script to allow.
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      securePage(request, reply, '');
    }
    return payload;
  });

  const { prerendered, shellIndex } = options;
  if (prerendered || shellIndex) {
    app.addHook('onRequest', async (request, reply) => {
      if (!isNavigationRequest(request.method, request.url, request.headers.accept)) return;
      const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
      // The page carries the map (boot data) and comes from a remote's build: this browser's.
      const { map, varies } = remotesForReply(request, reply, options);
      const html =
        (await prerendered?.(pathname, map)) ?? (await shellIndex?.(pathname, map)) ?? null;
      if (html === null) return;
      securePage(request, reply, html);
      if (!varies) reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(html);
    });
  }

  if (options.remotesFile || options.remotesMap) {
    app.get('/mf-remotes.json', async (request, reply) => {
      if (options.remotesFile && !existsSync(options.remotesFile)) {
        return sendJsonFile(reply, options.remotesFile);
      }
      const { map, varies } = remotesForReply(request, reply, options);
      // No canary for this browser to differ by: the file as it is, as before canaries.
      if (!varies && options.remotesFile) return sendJsonFile(reply, options.remotesFile);
      if (!varies) reply.header('cache-control', 'no-cache');
      return reply.type('application/json').send(map);
    });
  }
  if (options.appConfigFile) {
    const file = options.appConfigFile;
    app.get('/app-config.json', async (_request, reply) => sendJsonFile(reply, file));
  }

  const upstreams =
    options.apiUpstreams ??
    (options.apiUpstream ? new ApiUpstreams(upstreamList(options.apiUpstream)) : null);
  installHostMetrics(app, upstreams);
  if (upstreams) {
    upstreams.start();
    app.addHook('onClose', async () => upstreams.stop());
    await registerApiProxy(app, upstreams, timeouts.requestTimeoutMs);
  }

  await serveStaticFiles(app, options.root, options.mounts);
  answerNavigationsWithIndex(app);
  return app;
}
