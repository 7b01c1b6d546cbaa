import type { RubricCriterion } from '@gcw/shared/contract';
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
} from 'drizzle-orm/pg-core';

import { teams } from './teams';
import { users } from './users';

const STAGE_SQL = sql.raw(`('proposal', 'video', 'final')`);

/** A Hackathon stage's rubric and the state of its judging. */
export const judgingStages = pgTable(
  'judging_stages',
  {
    stage: text('stage').primaryKey(),
    criteria: jsonb('criteria').$type<RubricCriterion[]>().notNull(),
    judgesPerTeam: integer('judges_per_team').notNull().default(3),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    shortlistedAt: timestamp('shortlisted_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('judging_stages_stage_check', sql`${t.stage} in ${STAGE_SQL}`)],
);

export const judgeAssignments = pgTable(
  'judge_assignments',
  {
    stage: text('stage').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.stage, t.teamId, t.judgeId] }),
    index('judge_assignments_judge_idx').on(t.judgeId, t.stage),
    check('judge_assignments_stage_check', sql`${t.stage} in ${STAGE_SQL}`),
  ],
);

/** A judge's declared conflict with a team: never assigned to it, in any stage. */
export const judgeConflicts = pgTable(
  'judge_conflicts',
  {
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.judgeId, t.teamId] })],
);

/** One judge's scores of one team in one stage: a row each, so judges never overwrite each other. */
export const judgeScores = pgTable(
  'judge_scores',
  {
    stage: text('stage').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    comment: text('comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.stage, t.teamId, t.judgeId] }),
    index('judge_scores_team_idx').on(t.stage, t.teamId),
    check('judge_scores_stage_check', sql`${t.stage} in ${STAGE_SQL}`),
  ],
);
