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

import { institutions } from './institutions';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased so the unique index is the unique-e-mail rule.
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    name: text('name').notNull(),
    role: text('role').notNull().default('participant'),
    profilePicture: text('profile_picture'),
    phone: text('phone'),
    nim: text('nim'),
    major: text('major'),
    institusi: text('institusi'),
    // The canonical institution; null while the free text matches none (queued for admins).
    institutionId: integer('institution_id').references(() => institutions.id),
    socmedDocument: text('socmed_document'),
    birthDate: text('birth_date'),
    birthPlace: text('birth_place'),
    gender: text('gender'),
    profileHasUpdated: boolean('profile_has_updated').notNull().default(false),
    dataHasVerified: boolean('data_has_verified').notNull().default(false),
    // Counts the admins' decisions on dataHasVerified, no-ops included: the version a decision
    // names, so a verify and a rejection made on the same view cannot both go through.
    dataVersion: integer('data_version').notNull().default(0),
    // Null until the address is proven (link in a mail, or Google says so); see ADR 0009.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the account was erased: the row stays as a tombstone with no personal field, so
    // the records the privacy notice names (issued certificates, verified payments) keep their key.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_created_at_idx').on(t.createdAt),
    index('users_name_idx').on(t.name),
    index('users_institution_idx').on(t.institutionId),
    check('users_role_check', sql`${t.role} in ('admin', 'participant')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
