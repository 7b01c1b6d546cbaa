import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { files } from './files';
import { teams } from './teams';
import { users } from './users';

/** Per-user status of each event; a missing row means Unregistered. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    status: text('status').notNull().default('Registered'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.event] }),
    // Second guard of the one-competition rule, independent of team_members.
    uniqueIndex('event_registrations_one_competition_key')
      .on(t.userId)
      .where(sql`event in ('Hackathon', 'Competitive Programming')`),
    check(
      'event_registrations_event_check',
      sql`${t.event} in ('Seminar', 'Hackathon', 'Competitive Programming')`,
    ),
    check(
      'event_registrations_status_check',
      sql`${t.status} in ('Unregistered', 'Registered', 'Stage-1', 'Stage-2', 'Final')`,
    ),
  ],
);

export const seminarTickets = pgTable(
  'seminar_tickets',
  {
    ticketId: text('ticket_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** A seat given back by its holder; the row stays so admins see it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Which door admitted the ticket (several doors, ADR 0020); null for a check-in that named none. */
    checkedInDoor: text('checked_in_door'),
  },
  (t) => [
    // One live seat per person; cancelled tickets stay beside a later one.
    uniqueIndex('seminar_tickets_user_key')
      .on(t.userId)
      .where(sql`${t.cancelledAt} is null`),
    index('seminar_tickets_issued_idx').on(t.issuedAt),
  ],
);

/**
 * Offline check-ins a door has synced (ADR 0020), by the id the door gave each: a retried batch
 * finds its items here and gets the same answers, changing nothing (ADR 0020).
 */
export const doorSyncItems = pgTable('door_sync_items', {
  clientId: uuid('client_id').primaryKey(),
  ticketId: text('ticket_id').notNull(),
  door: text('door').notNull(),
  scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
  adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
  /** The answer the door got, given again to a retry. */
  result: jsonb('result').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stageSubmissions = pgTable(
  'stage_submissions',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    fileId: uuid('file_id').references(() => files.id),
    videoUrl: text('video_url'),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.stage] }),
    index('stage_submissions_file_idx').on(t.fileId),
    check(
      'stage_submissions_content_check',
      sql`(${t.stage} = 1 and ${t.fileId} is not null) or (${t.stage} = 2 and ${t.videoUrl} is not null)`,
    ),
  ],
);
