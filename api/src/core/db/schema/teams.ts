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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { files } from './files';
import { institutions } from './institutions';
import { users } from './users';

const STATUS_SQL = sql.raw(`('Unregistered', 'Registered', 'Stage-1', 'Stage-2', 'Final')`);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    eventType: text('event_type').notNull(),
    teamName: text('team_name').notNull(),
    joinCode: text('join_code').notNull(),
    institusi: text('institusi').notNull(),
    // The leader's canonical institution at registration; null for an unmatched name.
    institutionId: integer('institution_id').references(() => institutions.id),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => users.id),
    supervisor: text('supervisor').notNull(),
    supervisorNidn: text('supervisor_nidn').notNull(),
    paymentFileId: uuid('payment_file_id').references(() => files.id),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentNote: text('payment_note'),
    status: text('status').notNull().default('Registered'),
    memberCount: integer('member_count').notNull().default(1),
    // Set by a judging shortlist: the team stays at its status and goes no further (not selected).
    notSelectedAt: timestamp('not_selected_at', { withTimezone: true }),
    maxMembers: integer('max_members').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teams_join_code_key').on(t.joinCode),
    index('teams_event_created_idx').on(t.eventType, t.createdAt),
    index('teams_institution_idx').on(t.institutionId),
    // Deleting a replaced or orphaned file checks this reference.
    index('teams_payment_file_idx').on(t.paymentFileId),
    check(
      'teams_event_type_check',
      sql`${t.eventType} in ('hackathon', 'competitive-programming')`,
    ),
    check('teams_status_check', sql`${t.status} in ${STATUS_SQL}`),
    check('teams_payment_check', sql`${t.paymentStatus} in ('pending', 'verified', 'rejected')`),
    // The size cap lives in the row, so no transaction can push a team past it.
    check(
      'teams_member_count_check',
      sql`${t.memberCount} >= 0 and ${t.memberCount} <= ${t.maxMembers}`,
    ),
    check(
      'teams_max_members_check',
      sql`(${t.eventType} = 'hackathon' and ${t.maxMembers} = 5) or (${t.eventType} = 'competitive-programming' and ${t.maxMembers} = 3)`,
    ),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    // Teams exist only for competitions: one team per person is one competition per person.
    uniqueIndex('team_members_user_key').on(t.userId),
    index('team_members_team_idx').on(t.teamId, t.joinedAt),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
