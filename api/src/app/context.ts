import type { FastifyBaseLogger } from 'fastify';

import { GoogleVerifier } from '../core/auth/google';
import { TokenService } from '../core/auth/tokens';
import { Background } from '../core/background';
import type { AppConfig } from '../core/config';
import type { AppContext } from '../core/context';
import type { Database } from '../core/db/client';
import type { LimitStore } from '../core/limit-store';
import { createLimits } from '../core/limits';
import { MailWorker } from '../core/mail/worker';
import { createApiMetrics } from '../core/metrics/api-metrics';
import { loadOrCreateSecret } from '../core/secrets';
import { createFileStore } from '../core/storage/create-file-store';
import { TicketSigner } from '../core/ticket-signer';
import { CertificateWorker } from '../features/certificates/worker';
import { ExportWorker } from '../features/privacy/export-worker';

/**
 * Builds the services every route module receives: core's infrastructure and the workers of
 * the features that run in the background. Nothing starts here; the server starts the workers
 * once it is ready.
 */
export function createContext(
  config: AppConfig,
  database: Database,
  limitStore: LimitStore,
  log: FastifyBaseLogger,
): AppContext {
  const secret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir);
  const metrics = createApiMetrics(database.db);
  const base = {
    config,
    db: database.db,
    tokens: new TokenService(secret),
    google: new GoogleVerifier(config.googleJwksUrl, config.googleClientIds),
    files: createFileStore(config),
    tickets: new TicketSigner(secret),
    limits: createLimits(limitStore, config, metrics.rateLimited),
    mail: new MailWorker(database.db, config, log),
    background: new Background(log),
    metrics,
  };
  return {
    ...base,
    certificates: new CertificateWorker(base, log),
    exports: new ExportWorker(base, log),
  };
}
