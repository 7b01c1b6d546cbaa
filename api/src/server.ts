import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';

import type { AppConfig } from './core/config';
import type { AppContext } from './core/context';
import { openDatabase } from './core/db/client';
import type { Database } from './core/db/client';
import { installErrorHandling } from './core/error-handler';
import { FileStore } from './core/file-store';
import { registerOpenApi } from './core/openapi';
import { loadOrCreateSecret } from './core/secrets';
import { registerSecurity } from './core/security';
import { registerRoutes } from './core/routes';
import { GoogleVerifier } from './features/auth/google';
import { LoginLimiter } from './features/auth/login-limiter';
import { TokenService } from './features/auth/tokens';
import { TicketSigner } from './features/seminar/ticket-signer';

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  /** Where logs go (default stdout); tests capture them to prove no secret is written. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds a ready server (routes, database, migrations) without listening. */
export async function buildServer(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config.databaseUrl, config.dataDir));
  const secret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir);
  const ctx: AppContext = {
    config,
    db: database.db,
    tokens: new TokenService(secret),
    google: new GoogleVerifier(config.googleJwksUrl, config.googleClientIds),
    loginLimiter: new LoginLimiter(
      config.loginIpMax,
      config.loginAccountMax,
      config.loginWindowS * 1000,
    ),
    files: new FileStore(config.uploadDir),
    tickets: new TicketSigner(secret),
  };
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
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Route schemas describe the API for OpenAPI; validation is done by yup with per-field messages.
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  installErrorHandling(app);
  await registerSecurity(app, config);
  await registerOpenApi(app);
  registerRoutes(app, ctx);
  if (!options.database) app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}
