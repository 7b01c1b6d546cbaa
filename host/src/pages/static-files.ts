import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import path from 'node:path';

export interface StaticMount {
  /** URL prefix, e.g. `/remotes/mfe-landing/`. */
  prefix: string;
  root: string;
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

/** The builds' files: each mount under its prefix, then `root` at `/`. */
export async function serveStaticFiles(
  app: FastifyInstance,
  root: string,
  mounts: readonly StaticMount[] = [],
) {
  for (const mount of mounts) {
    await app.register(fastifyStatic, {
      root: mount.root,
      prefix: mount.prefix,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, filePath) => setCacheHeaders(res, filePath),
    });
  }

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    cacheControl: false,
    setHeaders: (res, filePath) => setCacheHeaders(res, filePath),
  });
}

/**
 * Navigations to unknown paths get `root`'s index.html: the shell's client routes, or a
 * remote's standalone pages on its own origin (`/dashboard/profile`). Only a navigation gets
 * it ({@link isNavigationRequest}); any other unknown path, such as a missing
 * `mf-manifest.json` or chunk, stays a 404 with a JSON body, never HTML.
 */
export function answerNavigationsWithIndex(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    if (!isNavigationRequest(request.method, request.url, request.headers.accept)) {
      return reply.code(404).send({ Message: 'Tidak ditemukan' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
