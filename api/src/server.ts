import { PAYLOAD_LOCALE } from '@gcw/shared/contract';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { setLocale } from 'yup';

import { createContext } from './app/context';
import { registerRoutes } from './app/routes';
import { startSchedules } from './app/schedules';
import { installAccessGuards } from './core/auth/access-guards';
import { installClosingRefusal } from './core/closing-refusal';
import type { AppConfig } from './core/config';
import { httpServerOptions } from './core/config-http';
import type { AppContext } from './core/context';
import { openDatabase } from './core/db/client';
import type { Database } from './core/db/client';
import { answerClientError, frameworkError, installErrorHandling } from './core/error-handler';
import { openLimitStore } from './core/limit-store';
import { installLingeringClose } from './core/lingering-close';
import { ProbeQuietLogController } from './core/log-controller';
import { installMetrics } from './core/metrics/install-metrics';
import { registerOpenApi } from './core/openapi';
import { compileValidator, requireRouteSchemas } from './core/schema/route-schema';
import { registerSecurity } from './core/security';
import { ensureCommittee } from './domain/committee/ensure-committee';
import { resumeAnnouncements } from './features/announcements/fan-out';
import { ensureInstitutions } from './features/institutions/seed';

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  /** Where logs go (default stdout); tests capture them to prove no secret is written. */
  logStream?: { write(line: string): void };
  /** false: the mail worker is built but not started (tests of a crash before sending). */
  startMailWorker?: boolean;
  /** false: certificate jobs stay queued (the OpenAPI writer, tests of a restart). */
  startCertificateWorker?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

// A rule that names no message of its own still refuses in Indonesian.
setLocale(PAYLOAD_LOCALE);

/** Builds a ready server (routes, database, migrations) without listening. */
export async function buildServer(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config.databaseUrl, config.dataDir));
  const limitStore = await openLimitStore(config, database);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Headers (Authorization) and bodies (passwords, tokens) are never logged; QR paths carry tickets.
            serializers: {
              req: (req) => ({
                method: req.method,
                url: req.url.replace(/\/qr\/[^/?]+/, '/qr/[ticket]'),
                ip: req.ip,
              }),
            },
          },
    logController: new ProbeQuietLogController(),
    bodyLimit: config.bodyLimitBytes,
    // A signed ticket in a path (/seminar/qr/GCW2.<id>.<Ed25519 signature>) is 112 characters,
    // past Fastify's default of 100 (a 414); the route's own schema caps it at 512.
    routerOptions: { maxParamLength: 512 },
    // Only these proxies may name the client (X-Forwarded-For); anyone else is taken at its socket.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    clientErrorHandler: answerClientError,
    frameworkErrors: frameworkError,
    // Slow clients are cut (HTTP_*_TIMEOUT_MS); a closing instance answers with a Message instead.
    ...httpServerOptions(config),
    return503OnClosing: false,
  });
  installClosingRefusal(app);
  installLingeringClose(app, 2 * Math.max(config.uploadMaxBytes, config.bodyLimitBytes));
  // Each route's schema comes from a shared yup schema (routeSchema): yup checks, with its messages.
  app.setValidatorCompiler(compileValidator);
  requireRouteSchemas(app);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // The canonical institution list before any request: profiles are matched against it.
  await ensureInstitutions(database.db);
  // The default roles, and every admin on the committee, before any admin request.
  await ensureCommittee(database.db);
  const full = createContext(config, database, limitStore, app.log);
  app.decorate('ctx', full);
  // Before any route: each route's declared access puts its guard in front of it.
  installAccessGuards(app, full);
  app.decorateRequest('auth', null);
  installErrorHandling(app);
  // Before the routes, so every route is counted; the scrape listener opens with the server.
  installMetrics(app, config, full.metrics);
  await registerSecurity(app, config);
  await registerOpenApi(app);
  registerRoutes(app, full);
  // Mail queued by a request is sent at once rather than at the next poll.
  app.addHook('onResponse', async () => full.mail.wakeIfQueued());
  const stopSchedules = startSchedules(full);
  // Before the database closes: finish background work, then let the worker finish its batch.
  app.addHook('preClose', async () => {
    stopSchedules();
    await full.background.settle();
    await full.certificates.stop();
    await full.exports.stop();
    await full.mail.stop();
  });
  app.addHook('onClose', () => full.files.close());
  app.addHook('onClose', () => limitStore.close());
  if (!options.database) app.addHook('onClose', () => database.close());
  await app.ready();
  if (options.startMailWorker !== false) full.mail.start();
  // Certificates queued before a stop are issued now (their rows are still pending).
  if (options.startCertificateWorker !== false) full.certificates.start();
  // Archives requested before a stop are prepared now.
  full.exports.start();
  // An announcement whose delivery a stopped process left half-way is finished now.
  full.background.run('announcement resume', () => resumeAnnouncements(full));
  return app;
}
