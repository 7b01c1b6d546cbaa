import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import type { LimitConfig } from './config-limits';
import type { Database } from './db/client';

interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount: number | null;
}

/** The one call rate-limiter-flexible's Postgres store makes on its client. */
interface SqlClient {
  query(q: { text: string; values?: unknown[]; name?: string }): Promise<SqlResult>;
}

interface RawPglite {
  query(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[]; affectedRows?: number }>;
}

/**
 * PGlite speaks `query(text, values)` and may answer int8 as bigint; the store subtracts
 * `expire` from Date.now(), so it gets plain numbers, as from node-postgres (strings there).
 */
function pgliteClient(client: RawPglite): SqlClient {
  return {
    async query(q) {
      const result = await client.query(q.text, q.values);
      const rows = result.rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]),
        ),
      );
      return { rows, rowCount: result.affectedRows || rows.length };
    },
  };
}

export interface LimitStore {
  kind: 'redis' | 'database';
  /** A counter of `points` per key per `durationS`, its keys under `name`. */
  counter(name: string, points: number, durationS: number): RateLimiterAbstract;
  close(): Promise<void>;
}

/**
 * Redis when REDIS_URL is set, else the table rate_limits of the API's own database (PostgreSQL
 * or PGlite): either way every instance on that store sees the same counters. With Redis each
 * counter is insured by an in-process one, so a Redis outage loosens the limits to
 * per-instance instead of failing sign-ins.
 */
export async function openLimitStore(config: LimitConfig, database: Database): Promise<LimitStore> {
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, {
      // rate-limiter-flexible's advice: fail fast (to the insurance) rather than queue.
      enableOfflineQueue: false,
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(`REDIS_URL does not answer: ${(error as Error).message}`, { cause: error });
    }
    return {
      kind: 'redis',
      counter: (name, points, duration) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${config.redisKeyPrefix}:${name}`,
          points,
          duration,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration }),
        }),
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  const raw = (database.db as unknown as { $client: unknown }).$client;
  const client = database.kind === 'pglite' ? pgliteClient(raw as RawPglite) : raw;
  let sweeper: RateLimiterPostgres | null = null;
  return {
    kind: 'database',
    counter: (name, points, duration) => {
      const counter = new RateLimiterPostgres({
        storeClient: client,
        storeType: database.kind === 'pglite' ? 'client' : 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        // One counter deletes the long-expired rows of all (they share the table).
        clearExpiredByTimeout: sweeper === null,
        keyPrefix: name,
        points,
        duration,
      });
      sweeper ??= counter;
      return counter;
    },
    close: async () => {
      const timer = (sweeper as unknown as { _clearExpiredTimeoutId?: NodeJS.Timeout } | null)
        ?._clearExpiredTimeoutId;
      if (timer) clearTimeout(timer);
    },
  };
}
