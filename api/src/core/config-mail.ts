import { num, optionalString } from './config-parse';

interface Parse {
  env: NodeJS.ProcessEnv;
  problems: string[];
}

/** Mail, links and account-recovery settings; part of AppConfig. */
export interface MailConfig {
  /** smtp:// or smtps:// URL; null writes each mail as DATA_DIR/outbox/<id>.eml instead. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Origin of the product (the shell) that links in mails point into. */
  appOrigin: string;
  /** The event's display name in mails (the shell's default `eventName`). */
  eventName: string;
  emailVerification: 'required' | 'off';
  mailPollMs: number;
  mailMaxAttempts: number;
  mailRetryBaseMs: number;
  smtpTimeoutMs: number;
  /** Reset and verification mails asked for one address (or one account) per window. */
  accountMailMax: number;
  /** Reset, resend and verify calls per client address per window. */
  accountIpMax: number;
  accountWindowS: number;
}

export const MAIL_DEFAULTS = {
  mailFrom: 'GCW <no-reply@gcw.local>',
  appOrigin: 'http://127.0.0.1:3000',
  eventName: 'GCW 2025',
  mailPollMs: 2000,
  mailMaxAttempts: 8,
  mailRetryBaseMs: 30_000,
  smtpTimeoutMs: 30_000,
  accountMailMax: 3,
  accountIpMax: 30,
  accountWindowS: 3600,
} as const;

function parseOrigin(p: Parse, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  p.problems.push(`APP_ORIGIN must be an http(s) origin such as https://gcw.example.ac.id`);
  return MAIL_DEFAULTS.appOrigin;
}

function parseSmtpUrl(p: Parse): string | null {
  const raw = optionalString(p, 'SMTP_URL');
  if (raw === null) return null;
  try {
    const url = new URL(raw);
    if ((url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname) return raw;
  } catch {
    // reported below
  }
  // The URL may hold a password: the message names the rule, never the value.
  p.problems.push('SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://...');
  return null;
}

export function loadMailConfig(p: Parse): MailConfig {
  const mailFrom = optionalString(p, 'MAIL_FROM') ?? MAIL_DEFAULTS.mailFrom;
  if (/[\r\n]/.test(mailFrom) || !/@[^@\s>]+>?$/.test(mailFrom)) {
    p.problems.push('MAIL_FROM must be an address, optionally with a name: Name <a@b.c>');
  }
  const verification = (optionalString(p, 'EMAIL_VERIFICATION') ?? 'required').toLowerCase();
  if (verification !== 'required' && verification !== 'off') {
    p.problems.push(`EMAIL_VERIFICATION must be required or off (got "${verification}")`);
  }
  const eventName = optionalString(p, 'EVENT_NAME') ?? MAIL_DEFAULTS.eventName;
  if (/[\r\n]/.test(eventName) || eventName.length > 80) {
    p.problems.push('EVENT_NAME must be one line of at most 80 characters');
  }
  const d = MAIL_DEFAULTS;
  return {
    smtpUrl: parseSmtpUrl(p),
    mailFrom,
    appOrigin: parseOrigin(p, optionalString(p, 'APP_ORIGIN') ?? d.appOrigin),
    eventName,
    emailVerification: verification === 'off' ? 'off' : 'required',
    mailPollMs: num(p, 'MAIL_POLL_MS', d.mailPollMs, 10, 600_000),
    mailMaxAttempts: num(p, 'MAIL_MAX_ATTEMPTS', d.mailMaxAttempts, 1, 100),
    mailRetryBaseMs: num(p, 'MAIL_RETRY_BASE_MS', d.mailRetryBaseMs, 10, 3_600_000),
    smtpTimeoutMs: num(p, 'SMTP_TIMEOUT_MS', d.smtpTimeoutMs, 100, 600_000),
    accountMailMax: num(p, 'ACCOUNT_MAIL_RATE_LIMIT_MAX', d.accountMailMax, 1, 1000),
    accountIpMax: num(p, 'ACCOUNT_RATE_LIMIT_IP_MAX', d.accountIpMax, 1, 1_000_000),
    accountWindowS: num(p, 'ACCOUNT_RATE_LIMIT_WINDOW', d.accountWindowS, 1, 86_400),
  };
}
