import type { GoogleVerifier } from './auth/google';
import type { TokenService } from './auth/tokens';
import type { Background } from './background';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Limits } from './limits';
import type { MailWorker } from './mail/worker';
import type { ApiMetrics } from './metrics/api-metrics';
import type { FileStore } from './storage/file-store';
import type { TicketSigner } from './ticket-signer';

/**
 * A queue worker a feature runs in the background (the certificate issuer). Core names only
 * what routes and shutdown call, so the context needs no feature's class.
 */
export interface QueueWorker {
  start(): void;
  /** After a commit that queued work: run now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

/** The services every route module receives at registration. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  tokens: TokenService;
  google: GoogleVerifier;
  files: FileStore;
  tickets: TicketSigner;
  /** The outbox sender; `wake()` it after a commit that queued mail. */
  mail: MailWorker;
  /** Every rate limit, counted in the shared store (Redis or the database). */
  limits: Limits;
  background: Background;
  /** Prometheus metrics of this server (core/metrics); served on METRICS_PORT. */
  metrics: ApiMetrics;
  /** Issues queued certificates; `wake()` it after a job was queued. */
  certificates: QueueWorker;
  /** Prepares students' data archives; `wake()` it after one was requested. */
  exports: QueueWorker;
}
