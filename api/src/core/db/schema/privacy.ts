import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { users } from './users';

/** Every agreement to a version of the privacy notice (registration, or asked again later). */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    // registration | prompt (asked after a sign-in: a Google account, or a new notice version)
    source: text('source').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_consents_user_idx').on(t.userId, t.id)],
);

/**
 * A student's request for their archive. The worker builds the ZIP and stores it under
 * storage_key (no `files` row: it is not an upload and counts against no quota); the retention
 * job removes it once expired.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    storageKey: text('storage_key'),
    size: integer('size'),
    fileCount: integer('file_count'),
    error: text('error'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.id),
    index('data_exports_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    index('data_exports_storage_key_idx').on(t.storageKey),
    check(
      'data_exports_status_check',
      sql`${t.status} in ('pending', 'ready', 'failed', 'expired')`,
    ),
  ],
);

/** One run of the retention job and what it removed (shown on the committee's privacy page). */
export const retentionRuns = pgTable('retention_runs', {
  id: serial('id').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  documents: integer('documents').notNull().default(0),
  paymentProofs: integer('payment_proofs').notNull().default(0),
  submissions: integer('submissions').notNull().default(0),
  logEntries: integer('log_entries').notNull().default(0),
  accounts: integer('accounts').notNull().default(0),
  exports: integer('exports').notNull().default(0),
});

export type DataExportRow = typeof dataExports.$inferSelect;
export type RetentionRunRow = typeof retentionRuns.$inferSelect;
