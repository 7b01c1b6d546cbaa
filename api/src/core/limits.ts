import type { AppConfig } from './config';
import type { LimitStore } from './limit-store';
import { RateLimiter } from './rate-limiter';

const DAY_S = 24 * 3600;
/** Counters that only remember (how often, whether): never a limit of their own. */
const UNBOUNDED = 1_000_000_000;

/** Every limit of the API, each counting in the shared store under its own name. */
export function createLimits(
  store: LimitStore,
  config: AppConfig,
  onRefused?: (limiter: string) => void,
) {
  const make = (name: string, max: number, windowS: number) =>
    new RateLimiter(store, name, max, windowS, onRefused);
  const loginWindow = config.loginWindowS;
  return {
    /** Sign-in attempts (password and Google) per client address. */
    loginIp: make('login-ip', config.loginIpMax, loginWindow),
    /** Password checks per account and address; a success clears it. */
    loginPair: make('login-pair', config.loginAccountMax, loginWindow),
    /** Password checks per account from addresses it never signed in from. */
    loginAccount: make('login-acct', config.loginAccountGlobalMax, loginWindow),
    /** How often an account+address pair was locked out lately: each lockout lasts twice the last. */
    loginLockouts: make('login-lockouts', UNBOUNDED, DAY_S),
    /** Addresses an account signed in from (30 days): the per-account cap does not apply there. */
    loginKnown: make('login-known', UNBOUNDED, 30 * DAY_S),
    /** Reset, link and resend calls per client address (scope in the key). */
    accountIp: make('account-ip', config.accountIpMax, config.accountWindowS),
    /** Reset requests per typed address (hashed). */
    accountAddress: make('account-addr', config.accountMailMax, config.accountWindowS),
    register: make('register-ip', config.registerIpMax, config.registerWindowS),
    /** Join-code look-ups and joins that found no team, per user. */
    joinCode: make('join-code', config.joinCodeMax, config.joinCodeWindowS),
    /** Certificate codes looked up without a match, per client address (guessing codes is slowed). */
    certificateVerify: make('cert-verify', 30, 600),
    /** Archives of one's own data asked for, per account and day. */
    dataExport: make('data-export', 3, DAY_S),
    /** Erasure confirmations per account: a password check must not be guessable through it. */
    erasure: make('erasure', 5, 3600),
    clientErrors: make(
      'client-errors',
      config.clientErrorMax,
      Math.ceil(config.clientErrorWindowMs / 1000),
    ),
  };
}

export type Limits = ReturnType<typeof createLimits>;
