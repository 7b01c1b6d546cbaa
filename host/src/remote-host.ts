import type { FastifyInstance } from 'fastify';

import { createBaseHost } from './base-host';
import { answerNavigationsWithIndex, serveStaticFiles } from './pages/static-files';

export interface RemoteHostOptions {
  /** The remote's build (`<remote>/dist`), served at `/`. */
  root: string;
  /** Answer with `Access-Control-Allow-Origin: *`, so a shell on another origin loads it. */
  cors?: boolean;
  /**
   * Answer navigations to unknown paths with index.html: the remote's standalone pages
   * (`/dashboard/profile`) answer deep links ({@link answerNavigationsWithIndex}).
   */
  spaFallback?: boolean;
  logger?: boolean;
}

/**
 * A remote's build on its own origin, as a separate deployment serves it: its files, CORS,
 * optionally its standalone pages for deep links. No page armour: the product's pages are the
 * product host's (createProductHost), and this host serves no remotes map to build it from.
 */
export async function createRemoteHost(options: RemoteHostOptions): Promise<FastifyInstance> {
  const app = await createBaseHost({ cors: options.cors, logger: options.logger });
  await serveStaticFiles(app, options.root);
  if (options.spaFallback) answerNavigationsWithIndex(app);
  return app;
}
