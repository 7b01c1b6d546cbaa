import type { Grant } from '@gcw/shared/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { teams } from './teams';
import { users } from './users';

/** Named sets of grants (ADR 0022); the default ones carry a key and are ensured at start-up. */
export const committeeRoles = pgTable(
  'committee_roles',
  {
    id: serial('id').primaryKey(),
    key: text('key'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    grants: jsonb('grants').$type<Grant[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('committee_roles_key_key').on(t.key),
    uniqueIndex('committee_roles_name_key').on(t.name),
  ],
);

/** Who is on the committee (users.role = 'admin' mirrors membership for SPEC §6). */
export const committeeMembers = pgTable('committee_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  // False until the invite link set a password.
  joined: boolean('joined').notNull().default(true),
});

export const committeeMemberRoles = pgTable(
  'committee_member_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => committeeMembers.userId, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => committeeRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    index('committee_member_roles_role_idx').on(t.roleId),
  ],
);

/** "Who saw what": each opening of a student's file by someone other than its owner. */
export const fileAccessLog = pgTable(
  'file_access_log',
  {
    id: serial('id').primaryKey(),
    fileId: uuid('file_id').notNull(),
    fileKind: text('file_kind').notNull(),
    // The student whose file it is (a payment proof: each member of the team at the time).
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    viewerId: integer('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    viewerName: text('viewer_name').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('file_access_log_owner_idx').on(t.ownerId, t.viewedAt),
    index('file_access_log_team_idx').on(t.teamId, t.viewedAt),
    check(
      'file_access_log_kind_check',
      sql`${t.fileKind} in ('socmed_document', 'payment_proof', 'proposal', 'other')`,
    ),
  ],
);

export type CommitteeRoleRow = typeof committeeRoles.$inferSelect;
