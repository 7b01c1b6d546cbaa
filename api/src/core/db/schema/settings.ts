import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { teams } from './teams';
import { users } from './users';

/**
 * One row per settings section (general, hackathon, competitive-programming, seminar) holding
 * its wire shape; a missing row means the defaults, so a fresh install has every window open.
 */
export const eventSettings = pgTable(
  'event_settings',
  {
    section: text('section').primaryKey(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'event_settings_section_check',
      sql`${t.section} in ('general', 'hackathon', 'competitive-programming', 'seminar')`,
    ),
  ],
);

/** More time for one team in one window, granted by an admin (audited). */
export const deadlineExtensions = pgTable(
  'deadline_extensions',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    window: text('window').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.window] }),
    check(
      'deadline_extensions_window_check',
      sql`${t.window} in ('registration', 'stage_1', 'stage_2')`,
    ),
  ],
);
