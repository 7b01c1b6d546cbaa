import { count, inArray, sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';

import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

/** Scrapes closer together than this read the counts of the last one (every instance scrapes). */
const CACHE_MS = 5000;

interface Counts {
  pending: number;
  retrying: number;
  failed: number;
}

async function readCounts(db: Db): Promise<Counts> {
  const rows = await db
    .select({
      state: mailOutbox.state,
      n: count(),
      retried: sql<number>`count(*) filter (where ${mailOutbox.attempts} > 0)`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.state, ['pending', 'failed']))
    .groupBy(mailOutbox.state);
  const of = (state: string) => rows.find((row) => row.state === state);
  return {
    pending: of('pending')?.n ?? 0,
    retrying: of('pending')?.retried ?? 0,
    failed: of('failed')?.n ?? 0,
  };
}

/**
 * The outbox as the database holds it, shared by every instance (a dashboard takes the max
 * over instances, not the sum): `pending` is the queue depth, `retrying` the pending mails
 * whose last attempt failed, `failed` those given up after MAIL_MAX_ATTEMPTS. A failed read
 * (the database gone) keeps the last counts; /api/ready tells that story.
 */
export function registerMailQueueMetrics(registry: Registry, db: Db) {
  let last: { at: number; counts: Promise<Counts> } | null = null;
  let known: Counts = { pending: 0, retrying: 0, failed: 0 };
  new Gauge({
    name: 'gcw_api_mail_outbox_messages',
    help: 'Mails in the outbox by state: pending (queue depth), retrying (pending after a failed attempt), failed (given up)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      if (!last || Date.now() - last.at > CACHE_MS) {
        last = { at: Date.now(), counts: readCounts(db) };
      }
      known = await last.counts.catch(() => known);
      for (const [state, value] of Object.entries(known)) this.set({ state }, value);
    },
  });
}
