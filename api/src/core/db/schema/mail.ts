import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './users';

/**
 * The transactional outbox: a mail is a row written in the same transaction as the change that
 * causes it, and the worker sends it later. The unique idempotency key
 * (`<template>:<user>:<event id>`) makes a second trigger of the same event a no-op.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    // A deleted account keeps its mail history for the admin (set null, not cascade).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    recipientName: text('recipient_name'),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // Mails whose body carries a one-time link; the body is blanked once sent or given up.
    secret: boolean('secret').notNull().default(false),
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // Set before the first send and reused on every retry, so a receiver can drop a duplicate.
    messageId: text('message_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // How a sent row left: 'smtp' (a server accepted it) or 'file' (no SMTP_URL: stored as
    // DATA_DIR/outbox/<id>.eml, nobody received it). Null while pending or failed, and for rows
    // sent before the column existed.
    delivery: text('delivery'),
  },
  (t) => [
    uniqueIndex('mail_outbox_idempotency_key').on(t.idempotencyKey),
    // The worker's claim query: due pending rows in order.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`state = 'pending'`),
    index('mail_outbox_user_idx').on(t.userId, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    check('mail_outbox_state_check', sql`${t.state} in ('pending', 'sent', 'failed')`),
    check('mail_outbox_delivery_check', sql`${t.delivery} in ('smtp', 'file')`),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
