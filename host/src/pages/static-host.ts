import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { registerApiProxy } from '../gateway/api-proxy';
import { hostClientError, hostErrorHandler, hostFrameworkError } from '../host-errors';
import { ApiUpstreams, upstreamList } from '../gateway/api-upstreams';
import type { PageSources } from './page-security-headers';
import { pageSecurityHeaders } from './page-security-headers';
import { readObjectCached } from './remote-files';

export interface StaticMount {
  /** URL prefix, e.g. `/remotes/mfe-landing/`. */
  prefix: string;
  root: string;
}

export interface StaticHostOptions {
  /** Folder served at `/`. */
  root: string;
  /**
   * Answer navigations to unknown paths with index.html: the shell's client routes, or a
   * remote's standalone pages on its own origin (`/dashboard/profile`). Only a navigation gets
   * it ({@link isNavigationRequest}); any other unknown path, such as a missing
   * `mf-manifest.json` or chunk, stays a 404 with a JSON body, never HTML.
   */
  spaFallback?: boolean;
  /** Answer with `Access-Control-Allow-Origin: *` (a remote served from its own origin). */
  cors?: boolean;
  mounts?: StaticMount[];
  /** Upstream of `/api/*`, proxied unchanged (a comma-separated list is balanced). */
  apiUpstream?: string;
  /** Or these API instances (api-upstreams.ts). */
  apiUpstreams?: ApiUpstreams;
  /** Answers `/mf-remotes.json` from this file, read on every request (a deploy changes it live). */
  remotesFile?: string;
  /** Or from this fixed map. */
  remotesMap?: Record<string, string>;
  /** Answers `/app-config.json` from this file when given. */
  appConfigFile?: string;
  /** A complete page for a navigation to this path (the prerendered landing), or null. */
  prerendered?: (pathname: string) => Promise<string | null>;
  /** Script origins the pages' CSP allows besides the remotes in the map (page-security-headers.ts). */
  trustedOrigins?: readonly string[];
  /** The shell's index.html for a navigation, with its boot data written in (boot-data.ts). */
  shellIndex?: (pathname: string) => Promise<string | null>;
  logger?: boolean;
}

/** Files whose name does not change between builds must never be cached stale. */
const ALWAYS_REVALIDATE =
  /(?:^|\/)(?:index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|mf-remotes\.json|app-config\.json|favicon\.svg)$/;

function setCacheHeaders(
  reply: FastifyReply | { setHeader: (k: string, v: string) => void },
  filePath: string,
) {
  const value =
    ALWAYS_REVALIDATE.test(filePath) || filePath.endsWith('.html')
      ? 'no-cache'
      : 'public, max-age=31536000, immutable';
  if ('setHeader' in reply) reply.setHeader('cache-control', value);
}

function sendJsonFile(reply: FastifyReply, file: string) {
  if (!existsSync(file))
    return reply.code(404).send({ Message: `${path.basename(file)} not found` });
  return reply
    .header('cache-control', 'no-cache')
    .type('application/json')
    .send(readFileSync(file, 'utf8'));
}

/**
 * A browser loading a page: GET (or HEAD), `Accept` naming `text/html`, a path without a file
 * extension, outside `/api`. Scripts, `fetch` and the Module Federation runtime send
 * `Accept: *\/*` or ask for a file, so they never receive index.html for a missing file.
 */
export function isNavigationRequest(method: string, url: string, accept: string | undefined) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!accept?.toLowerCase().includes('text/html')) return false;
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return path.posix.extname(pathname) === '';
}

/** The product's deploy files as the page's CSP reads them, on every page (a deploy changes them). */
function pageSourcesOf(options: StaticHostOptions): PageSources {
  const config =
    readObjectCached(options.appConfigFile ?? path.join(options.root, 'app-config.json')) ?? {};
  return {
    remotesMap: options.remotesFile
      ? readObjectCached(options.remotesFile)
      : (options.remotesMap ?? null),
    apiOrigin: typeof config.apiOrigin === 'string' ? config.apiOrigin : '',
    analytics: typeof config.gaMeasurementId === 'string' && config.gaMeasurementId !== '',
    trustedOrigins: options.trustedOrigins,
  };
}

/**
 * One static host: the shell (SPA fallback, API proxy), or a remote on its own origin (CORS; with
 * `spaFallback` its standalone pages answer deep links too).
 */
export async function createStaticHost(options: StaticHostOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // The host's own refusals carry the API contract's `Message` too (no 500 for any input).
    frameworkErrors: hostFrameworkError,
    clientErrorHandler: hostClientError,
  });
  app.setErrorHandler(hostErrorHandler);
  await app.register(compress, { global: true, threshold: 1024 });

  // The product's pages (the host that serves the remotes map) carry the page armour.
  const productPages = Boolean(options.remotesFile || options.remotesMap);
  const securePage = (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const https = request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
    const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
    reply.headers(pageSecurityHeaders(html, pageSourcesOf(options), https, pathname));
  };
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (options.cors) reply.header('access-control-allow-origin', '*');
    const type = String(reply.getHeader('content-type') ?? '');
    // A page written here has its headers already; one sent as a file (the built index.html)
    // has no inline script to allow.
    if (
      productPages &&
      type.startsWith('text/html') &&
      !reply.hasHeader('content-security-policy')
    ) {
      securePage(request, reply, '');
    }
    return payload;
  });

  app.get('/healthz', async () => ({ ok: true }));

  const { prerendered, shellIndex } = options;
  if (prerendered || shellIndex) {
    app.addHook('onRequest', async (request, reply) => {
      if (!isNavigationRequest(request.method, request.url, request.headers.accept)) return;
      const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
      const html = (await prerendered?.(pathname)) ?? (await shellIndex?.(pathname)) ?? null;
      if (html === null) return;
      if (productPages) securePage(request, reply, html);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  }

  if (options.remotesFile || options.remotesMap) {
    app.get('/mf-remotes.json', async (_request, reply) =>
      options.remotesFile
        ? sendJsonFile(reply, options.remotesFile)
        : reply.header('cache-control', 'no-cache').send(options.remotesMap),
    );
  }
  if (options.appConfigFile) {
    const file = options.appConfigFile;
    app.get('/app-config.json', async (_request, reply) => sendJsonFile(reply, file));
  }

  const upstreams =
    options.apiUpstreams ??
    (options.apiUpstream ? new ApiUpstreams(upstreamList(options.apiUpstream)) : null);
  if (upstreams) {
    upstreams.start();
    app.addHook('onClose', async () => upstreams.stop());
    await registerApiProxy(app, upstreams);
  }

  for (const mount of options.mounts ?? []) {
    await app.register(fastifyStatic, {
      root: mount.root,
      prefix: mount.prefix,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, filePath) => setCacheHeaders(res, filePath),
    });
  }

  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    cacheControl: false,
    setHeaders: (res, filePath) => setCacheHeaders(res, filePath),
  });

  if (options.spaFallback) {
    app.setNotFoundHandler((request, reply) => {
      if (!isNavigationRequest(request.method, request.url, request.headers.accept)) {
        return reply.code(404).send({ Message: 'Tidak ditemukan' });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  return app;
}
