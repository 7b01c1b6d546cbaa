import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';

/** Metadata of an uploaded file; the bytes live in the file store under storage_key. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No FK: a team may be deleted while its files stay with their owner.
    teamId: integer('team_id'),
    purpose: text('purpose').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId),
    index('files_team_idx').on(t.teamId),
    // The cleanup job matches stored objects to rows by key.
    index('files_storage_key_idx').on(t.storageKey),
  ],
);

export type FileRow = typeof files.$inferSelect;
