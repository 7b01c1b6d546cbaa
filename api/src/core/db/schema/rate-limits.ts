import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Counters of the rate limiters when no Redis is configured (rate-limiter-flexible's Postgres
 * store: this exact shape). `expire` is epoch milliseconds; expired rows are deleted by the store.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
