import path from 'node:path';

import { apiRoot } from './api-root';
import { loadHttpTimeouts } from './config-http';
import type { HttpTimeoutConfig } from './config-http';
import { loadLimitConfig } from './config-limits';
import type { LimitConfig } from './config-limits';
import { loadMailConfig } from './config-mail';
import type { MailConfig } from './config-mail';
import { ConfigError, list, num, optionalString } from './config-parse';
import { loadPrivacyConfig } from './config-privacy';
import type { PrivacyConfig } from './config-privacy';
import { loadStorageConfig } from './config-storage';
import type { StorageConfig } from './config-storage';
import { loadMetricsConfig } from './metrics/metrics-config';
import type { MetricsConfig } from './metrics/metrics-config';

/** Everything the server reads from its environment, already validated. */
export interface AppConfig
  extends MailConfig, StorageConfig, LimitConfig, PrivacyConfig, HttpTimeoutConfig, MetricsConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  uploadDir: string;
  jwtSecret: string | null;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  /** How long a rotated refresh token may be used again (a lost answer) without ending the session. */
  refreshReuseGraceS: number;
  googleClientIds: string[];
  googleJwksUrl: string;
  corsOrigins: string[];
  adminEmail: string;
  adminPassword: string | null;
  uploadMaxBytes: number;
  bodyLimitBytes: number;
  loginIpMax: number;
  loginAccountMax: number;
  loginWindowS: number;
  clientErrorMax: number;
  clientErrorWindowMs: number;
  logLevel: string;
  seminarValidUntil: Date | null;
  /** How long SIGTERM waits for requests in flight and background work before exiting. */
  shutdownTimeoutMs: number;
}

const API_ROOT = apiRoot();

export const DEFAULTS = {
  port: 4000,
  host: '127.0.0.1',
  accessTokenTtlS: 15 * 60,
  refreshTokenTtlS: 7 * 24 * 3600,
  refreshReuseGraceS: 30,
  googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
  adminEmail: 'admin@gcw.local',
  uploadMaxBytes: 5 * 1024 * 1024,
  bodyLimitBytes: 1024 * 1024,
  loginIpMax: 30,
  loginAccountMax: 5,
  loginWindowS: 15 * 60,
  clientErrorMax: 30,
  clientErrorWindowMs: 60_000,
} as const;

/** Reads and validates the environment; throws one ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const p = { env, problems };
  const dataDir = path.resolve(optionalString(p, 'DATA_DIR') ?? path.join(API_ROOT, 'data'));
  const jwtSecret = optionalString(p, 'JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters');
  }
  const adminPassword = optionalString(p, 'ADMIN_PASSWORD');
  if (adminPassword !== null && adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters');
  }
  const validUntil = optionalString(p, 'SEMINAR_TICKET_VALID_UNTIL');
  const seminarValidUntil = validUntil === null ? null : new Date(validUntil);
  if (seminarValidUntil && Number.isNaN(seminarValidUntil.getTime())) {
    problems.push('SEMINAR_TICKET_VALID_UNTIL must be an ISO 8601 date-time');
  }
  const config: AppConfig = {
    port: num(p, 'PORT', DEFAULTS.port, 0, 65_535),
    host: optionalString(p, 'HOST') ?? DEFAULTS.host,
    databaseUrl: optionalString(p, 'DATABASE_URL'),
    dataDir,
    uploadDir: path.resolve(optionalString(p, 'UPLOAD_DIR') ?? path.join(dataDir, 'uploads')),
    jwtSecret,
    accessTokenTtlS: num(p, 'ACCESS_TOKEN_TTL', DEFAULTS.accessTokenTtlS, 30, 86_400),
    refreshTokenTtlS: num(p, 'REFRESH_TOKEN_TTL', DEFAULTS.refreshTokenTtlS, 60, 90 * 86_400),
    refreshReuseGraceS: num(p, 'REFRESH_REUSE_GRACE', DEFAULTS.refreshReuseGraceS, 0, 300),
    googleClientIds: list(p, 'GOOGLE_CLIENT_IDS', []),
    googleJwksUrl: optionalString(p, 'GOOGLE_JWKS_URL') ?? DEFAULTS.googleJwksUrl,
    corsOrigins: list(p, 'CORS_ORIGINS', [...DEFAULTS.corsOrigins]),
    adminEmail: (optionalString(p, 'ADMIN_EMAIL') ?? DEFAULTS.adminEmail).toLowerCase(),
    adminPassword,
    uploadMaxBytes: num(p, 'UPLOAD_MAX_BYTES', DEFAULTS.uploadMaxBytes, 1024, 100 * 1024 * 1024),
    bodyLimitBytes: num(p, 'BODY_LIMIT_BYTES', DEFAULTS.bodyLimitBytes, 1024, 10 * 1024 * 1024),
    loginIpMax: num(p, 'LOGIN_RATE_LIMIT_IP_MAX', DEFAULTS.loginIpMax, 1, 1_000_000),
    loginAccountMax: num(p, 'LOGIN_RATE_LIMIT_ACCOUNT_MAX', DEFAULTS.loginAccountMax, 1, 1_000_000),
    loginWindowS: num(p, 'LOGIN_RATE_LIMIT_WINDOW', DEFAULTS.loginWindowS, 1, 86_400),
    clientErrorMax: num(p, 'CLIENT_ERROR_RATE_LIMIT_MAX', DEFAULTS.clientErrorMax, 1, 1_000_000),
    clientErrorWindowMs: num(
      p,
      'CLIENT_ERROR_RATE_LIMIT_WINDOW_MS',
      DEFAULTS.clientErrorWindowMs,
      1000,
      86_400_000,
    ),
    logLevel: optionalString(p, 'LOG_LEVEL') ?? 'info',
    seminarValidUntil,
    shutdownTimeoutMs: num(p, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000),
    ...loadMailConfig(p),
    ...loadStorageConfig(p),
    ...loadLimitConfig(p),
    ...loadPrivacyConfig(p),
    ...loadHttpTimeouts(p),
    ...loadMetricsConfig(p),
  };
  if (config.metricsPort && config.metricsPort === config.port) {
    problems.push('METRICS_PORT must differ from PORT (metrics are never served publicly)');
  }
  try {
    if (config.googleJwksUrl) new URL(config.googleJwksUrl);
  } catch {
    problems.push('GOOGLE_JWKS_URL must be a URL');
  }
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(config.logLevel)) {
    problems.push('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
