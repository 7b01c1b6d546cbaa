import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The canonical institutions (ADR 0012): profiles and teams point at one of these. */
export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('institutions_name_key').on(t.name)],
);

/**
 * Every spelling that means an institution, its own name included. `key` is the normalised
 * spelling (no case, accents or punctuation), so a lookup is one primary-key probe and a
 * prefix search one index range.
 */
export const institutionAliases = pgTable(
  'institution_aliases',
  {
    key: text('key').primaryKey(),
    alias: text('alias').notNull(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
  },
  (t) => [index('institution_aliases_institution_idx').on(t.institutionId)],
);

export type InstitutionRow = typeof institutions.$inferSelect;
