import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { users } from './users';

/**
 * Admin announcements; delivered in batches, `completed_at` set after the last.
 * A draft or a scheduled one has told nobody yet; only a sent one is delivered (ADR 0018).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience').notNull(),
    event: text('event'),
    status: text('status'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Rows from before drafts existed were all sent at once, hence the default.
    state: text('state').notNull().default('sent'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the text of a sent announcement is changed: pages and the bell say "diperbarui". */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'announcements_state_check',
      sql`${t.state} in ('draft', 'scheduled', 'sent', 'withdrawn')`,
    ),
    check(
      'announcements_schedule_check',
      sql`${t.state} <> 'scheduled' or ${t.scheduledAt} is not null`,
    ),
    // The publisher's query: the scheduled ones that are due.
    index('announcements_due_idx')
      .on(t.scheduledAt)
      .where(sql`state = 'scheduled'`),
    check('announcements_audience_check', sql`${t.audience} in ('all', 'event', 'stage')`),
    // The audience names what it needs: an event for 'event', an event and a status for 'stage'.
    check(
      'announcements_target_check',
      sql`(${t.audience} = 'all' and ${t.event} is null and ${t.status} is null) or (${t.audience} = 'event' and ${t.event} is not null and ${t.status} is null) or (${t.audience} = 'stage' and ${t.event} is not null and ${t.status} is not null)`,
    ),
  ],
);

/**
 * Who got which announcement: the status home reads it, and a batch that runs again after a
 * crash skips the people already in it (the primary key), so nobody is told twice.
 */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_recipients_user_idx').on(t.userId, t.announcementId),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
