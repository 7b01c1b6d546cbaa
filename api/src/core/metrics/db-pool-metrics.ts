import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';

import type { Db } from '../db/client';

/**
 * The connections of the database pool, read at scrape time. `waiting` above 0 means requests
 * queue for a connection (DATABASE_URL's pool holds 10). Embedded PGlite is one connection in
 * the process, which every query shares: its total is 1 and nothing ever waits in a pool.
 */
export function registerPoolMetrics(registry: Registry, db: Db) {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  new Gauge({
    name: 'gcw_api_db_pool_connections',
    help: 'Database connections by state: total (open), idle, waiting (queries queued for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  new Gauge({
    name: 'gcw_api_db_pool_max',
    help: 'Most connections the pool opens (1: embedded PGlite)',
    registers: [registry],
    collect() {
      this.set(pool ? (pool.options.max ?? 10) : 1);
    },
  });
}
