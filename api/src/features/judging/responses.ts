import { EVENT_STATUSES, JUDGING_STAGES } from '@gcw/shared/contract';
import { array, boolean, mixed, number, object, string } from 'yup';
import type { AnyObjectSchema } from 'yup';

/*
 * The answers of the judging routes, for the OpenAPI document and the contract tests. The shared
 * contract types JudgingStageInfo, JudgeTeamItem, JudgeTeamDetail and JudgingResultRow; the
 * other shapes (judges, assignments, the outcome of an action) are the API's own, named here.
 */

const text = () => string().defined();
const maybeText = () => string().nullable().defined();
const int = () => number().integer().defined();
const maybeInt = () => number().integer().nullable().defined();
const flag = () => boolean().defined();
const oneOf = <T extends string>(values: readonly T[]) =>
  mixed<T>()
    .oneOf([...values])
    .defined();
const listOf = <S extends AnyObjectSchema>(item: S) => array(item.defined()).defined();
/** Criterion id → an integer score. */
const scoreMap = () =>
  mixed<Record<string, number>>()
    .defined()
    .meta({ jsonSchema: { type: 'object', additionalProperties: { type: 'integer' } } });

const criterion = object({
  id: text(),
  name: text(),
  description: text(),
  weight: int(),
  min: int(),
  max: int(),
});

/** JudgingStageInfo. */
export const stageInfoResponse = object({
  stage: oneOf(JUDGING_STAGES),
  criteria: listOf(criterion),
  judges_per_team: int(),
  closed_at: maybeText(),
  shortlisted_at: maybeText(),
  teams: int(),
  assignments: int(),
  submitted: int(),
});
export const stageInfosResponse = listOf(stageInfoResponse);

const stageCounts = () =>
  object(
    Object.fromEntries(
      JUDGING_STAGES.map((s) => [s, object({ assigned: int(), submitted: int() })]),
    ),
  ).defined();

/** A committee member holding judging.score, their institution and their load per stage. */
export const judgesResponse = listOf(
  object({
    user_id: int(),
    name: text(),
    email: text(),
    institution_id: maybeInt(),
    institution_name: maybeText(),
    /** Assignments over every stage. */
    assigned: int(),
    stages: stageCounts(),
  }),
);

const judgeState = () => oneOf(['todo', 'draft', 'submitted'] as const);

/** One row per team the stage judges: its judges (and how far each is) and declared conflicts. */
export const assignmentRowResponse = object({
  team_id: int(),
  team_name: text(),
  institusi: text(),
  institution_id: maybeInt(),
  judges: listOf(object({ judge_id: int(), judge_name: text(), state: judgeState() })),
  conflicts: listOf(object({ judge_id: int(), judge_name: text(), reason: text() })),
});
export const assignmentRowsResponse = listOf(assignmentRowResponse);

export const autoAssignResponse = object({
  created: int(),
  removed: int(),
  short_teams: listOf(object({ team_id: int(), team_name: text(), missing: int() })),
});

export const conflictResponse = object({
  judge_id: int(),
  team_id: int(),
  reason: text(),
  /** Unsubmitted assignments of the pair the declaration took away. */
  removed_assignments: int(),
});

export const removedResponse = object({ removed: flag() });

/** JudgeTeamItem[]. */
export const judgeTeamsResponse = listOf(
  object({ team_id: int(), team_name: text(), institusi: text(), state: judgeState() }),
);

const myScore = object({
  scores: scoreMap(),
  comment: text(),
  submitted_at: maybeText(),
  updated_at: text(),
});
export const myScoreResponse = myScore;

/** JudgeTeamDetail. */
export const judgeTeamDetailResponse = object({
  stage: oneOf(JUDGING_STAGES),
  team_id: int(),
  team_name: text(),
  institusi: text(),
  proposal_url: maybeText(),
  video_url: maybeText(),
  criteria: listOf(criterion),
  closed: flag(),
  my_score: myScore.nullable().defined(),
});

/** JudgingResultRow[], best first. */
export const resultsResponse = listOf(
  object({
    rank: int(),
    team_id: int(),
    team_name: text(),
    institusi: text(),
    status: oneOf(EVENT_STATUSES),
    mean: number().nullable().defined(),
    judges_assigned: int(),
    judges_submitted: int(),
    disagreement: flag(),
    judges: listOf(
      object({
        judge_id: int(),
        judge_name: text(),
        weighted: number().defined(),
        scores: scoreMap(),
        comment: text(),
      }),
    ),
    not_selected: flag(),
  }),
);

export const shortlistResponse = object({ moved: int(), not_selected: int() });
