import { isIP } from 'node:net';

import { list, num, optionalString } from './config-parse';

interface Parse {
  env: NodeJS.ProcessEnv;
  problems: string[];
}

/** Where the limits count and who may tell the client address (limits shared by several instances); part of AppConfig. */
export interface LimitConfig {
  /** redis:// URL of the shared limit store; null: the database (table rate_limits). */
  redisUrl: string | null;
  /** Prefix of every Redis key, so deployments (or test runs) sharing one Redis never collide. */
  redisKeyPrefix: string;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses, CIDRs or proxy-addr's names
   * loopback/linklocal/uniquelocal); empty: the socket address is the client, always.
   */
  trustProxy: string[];
  /** Password checks of one account from all addresses it never signed in from, per window. */
  loginAccountGlobalMax: number;
  /** Longest lockout of one account+address pair after repeated lockouts, in seconds. */
  loginLockoutMaxS: number;
  registerIpMax: number;
  registerWindowS: number;
  /** Join-code look-ups and joins that find no team, per signed-in user, per window. */
  joinCodeMax: number;
  joinCodeWindowS: number;
}

export const LIMIT_DEFAULTS = {
  redisKeyPrefix: 'gcw',
  trustProxy: ['loopback'],
  loginAccountGlobalMax: 50,
  loginLockoutMaxS: 24 * 3600,
  registerIpMax: 20,
  registerWindowS: 600,
  joinCodeMax: 10,
  joinCodeWindowS: 900,
} as const;

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.includes(entry) || isIP(entry) !== 0) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (rest.length > 0 || family === 0 || !/^\d{1,3}$/.test(bits ?? '')) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

function trustProxy(p: Parse): string[] {
  const raw = optionalString(p, 'TRUST_PROXY');
  if (raw === null) return [...LIMIT_DEFAULTS.trustProxy];
  if (['false', 'none', '0'].includes(raw.toLowerCase())) return [];
  const entries = list(p, 'TRUST_PROXY', []);
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (raw.toLowerCase() === 'true') {
    p.problems.push(
      'TRUST_PROXY=true would believe X-Forwarded-For from anyone: list the proxy addresses or CIDRs instead (e.g. loopback,10.0.0.0/8), or none',
    );
  } else if (bad.length > 0) {
    p.problems.push(
      `TRUST_PROXY must list IP addresses, CIDRs, loopback, linklocal or uniquelocal (got "${bad.join('", "')}")`,
    );
  }
  return entries;
}

export function loadLimitConfig(p: Parse): LimitConfig {
  const redisUrl = optionalString(p, 'REDIS_URL');
  if (redisUrl !== null && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    p.problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }
  const prefix = optionalString(p, 'REDIS_KEY_PREFIX') ?? LIMIT_DEFAULTS.redisKeyPrefix;
  if (!/^[\w.:-]{1,64}$/.test(prefix)) {
    p.problems.push('REDIS_KEY_PREFIX must be 1 to 64 letters, digits or . : _ -');
  }
  const d = LIMIT_DEFAULTS;
  return {
    redisUrl,
    redisKeyPrefix: prefix,
    trustProxy: trustProxy(p),
    loginAccountGlobalMax: num(
      p,
      'LOGIN_RATE_LIMIT_ACCOUNT_GLOBAL_MAX',
      d.loginAccountGlobalMax,
      1,
      1_000_000,
    ),
    loginLockoutMaxS: num(p, 'LOGIN_LOCKOUT_MAX', d.loginLockoutMaxS, 1, 30 * 86_400),
    registerIpMax: num(p, 'REGISTER_RATE_LIMIT_IP_MAX', d.registerIpMax, 1, 1_000_000),
    registerWindowS: num(p, 'REGISTER_RATE_LIMIT_WINDOW', d.registerWindowS, 1, 86_400),
    joinCodeMax: num(p, 'JOIN_CODE_RATE_LIMIT_MAX', d.joinCodeMax, 1, 1_000_000),
    joinCodeWindowS: num(p, 'JOIN_CODE_RATE_LIMIT_WINDOW', d.joinCodeWindowS, 1, 86_400),
  };
}
