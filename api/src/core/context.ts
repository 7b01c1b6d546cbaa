import type { CertificateWorker } from '../features/certificates/worker';
import type { MailWorker } from '../features/mail/worker';
import type { Limits } from './limits';
import type { Background } from './background';
import type { GoogleVerifier } from '../features/auth/google';
import type { TokenService } from '../features/auth/tokens';
import type { TicketSigner } from '../features/seminar/ticket-signer';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { FileStore } from './storage/file-store';

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
  /** Issues queued certificates; `wake()` it after a job was queued. */
  certificates: CertificateWorker;
}
