import type { AppConfig } from '../../src/core/config';
import type { TestSmtp } from './smtp';

/** A fast worker against the test's SMTP server, with verification required (the default). */
export const mailConfig = (smtp: TestSmtp, more: Partial<AppConfig> = {}): Partial<AppConfig> => ({
  smtpUrl: smtp.url,
  appOrigin: 'https://gcw.example.ac.id',
  eventName: 'GCW 2025',
  emailVerification: 'required',
  mailPollMs: 50,
  mailRetryBaseMs: 100,
  mailMaxAttempts: 3,
  smtpTimeoutMs: 1000,
  ...more,
});
