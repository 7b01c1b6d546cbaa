import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { files } from './files';
import { users } from './users';

/** What a template holds beside its key: the admin's texts, signers and images (ADR 0021). */
export interface TemplateContent {
  title: string;
  body: string;
  eventDate: string | null;
  signers: { name: string; role: string; signatureImageId: number | null }[];
  backgroundImageId: number | null;
  logoImageId: number | null;
}

/** A saved template per key; a key without a row uses its default text. */
export const certificateTemplates = pgTable('certificate_templates', {
  key: text('key').primaryKey(),
  content: jsonb('content').$type<TemplateContent>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An uploaded template image: a file of the upload store (bytes sniffed, PNG or JPEG) with the
 * number the templates name. The file stays while this row does (the file cleanup keeps it),
 * so an issued certificate, which names its images, can be drawn again years later.
 */
export const certificateImages = pgTable('certificate_images', {
  id: serial('id').primaryKey(),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' }),
  templateKey: text('template_key').notNull(),
  slot: text('slot').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One issuing run: the template as it was when the admin started it (`template`, with the event
 * date resolved), so every certificate of the job is drawn alike, whatever is edited later.
 */
export const certificateJobs = pgTable(
  'certificate_jobs',
  {
    id: serial('id').primaryKey(),
    templateKey: text('template_key').notNull(),
    template: jsonb('template').$type<TemplateContent>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    status: text('status').notNull().default('queued'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'certificate_jobs_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'failed')`,
    ),
  ],
);

/** One recipient of a job: pending until the worker issues it (or gives up on it). */
export const certificateJobItems = pgTable(
  'certificate_job_items',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => certificateJobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id'),
    state: text('state').notNull().default('pending'),
    error: text('error'),
    certificateCode: text('certificate_code'),
  },
  (t) => [
    uniqueIndex('certificate_job_items_job_user_key').on(t.jobId, t.userId),
    // The worker's claim: the oldest pending rows first.
    index('certificate_job_items_pending_idx')
      .on(t.id)
      .where(sql`${t.state} = 'pending'`),
    check('certificate_job_items_state_check', sql`${t.state} in ('pending', 'issued', 'failed')`),
  ],
);

/**
 * An issued certificate: everything printed on it, copied at issue time, so its PDF is drawn
 * again identically on every download and a later profile or team rename changes nothing.
 */
export const certificates = pgTable(
  'certificates',
  {
    code: text('code').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => certificateJobs.id),
    templateKey: text('template_key').notNull(),
    kind: text('kind').notNull(),
    competition: text('competition'),
    recipientName: text('recipient_name').notNull(),
    institusi: text('institusi'),
    eventName: text('event_name').notNull(),
    eventDate: text('event_date'),
    roleText: text('role_text').notNull(),
    teamId: integer('team_id'),
    teamName: text('team_name'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One valid certificate per person and template; a revoked one may be issued again.
    uniqueIndex('certificates_user_template_key')
      .on(t.userId, t.templateKey)
      .where(sql`${t.revokedAt} is null`),
    index('certificates_template_issued_idx').on(t.templateKey, t.issuedAt),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;
export type CertificateJobRow = typeof certificateJobs.$inferSelect;
