import type { MailWorker } from '../features/mail/worker';
import type { RateLimiter } from './rate-limiter';
import type { Background } from './background';
import type { GoogleVerifier } from '../features/auth/google';
import type { LoginLimiter } from '../features/auth/login-limiter';
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
  loginLimiter: LoginLimiter;
  files: FileStore;
  tickets: TicketSigner;
  /** The outbox sender; `wake()` it after a commit that queued mail. */
  mail: MailWorker;
  /** Per-address and per-IP limits of reset, resend and verification calls. */
  accountLimiter: RateLimiter;
  background: Background;
}
