import type { JudgeTeamItem, JudgingStage } from '@gcw/shared/contract';

/*
 * Answers of the judging routes that the shared contract does not type: the API names them in
 * api/src/features/judging/responses.ts; these are the parts the admin pages read.
 */

/** GET /admin/judging/judges: a committee member who may score, and their load. */
export interface JudgeOption {
  user_id: number;
  name: string;
  email: string;
  institution_id: number | null;
  institution_name: string | null;
  /** Assignments over every stage. */
  assigned: number;
  stages: Record<JudgingStage, { assigned: number; submitted: number }>;
}

/** One judge on a team in GET /admin/judging/{stage}/assignments. */
export interface AssignedJudge {
  judge_id: number;
  judge_name: string;
  state: JudgeTeamItem['state'];
}

/** GET /admin/judging/{stage}/assignments: one row per team the stage judges. */
export interface AssignmentRow {
  team_id: number;
  team_name: string;
  institusi: string;
  institution_id: number | null;
  judges: AssignedJudge[];
  conflicts: { judge_id: number; judge_name: string; reason: string }[];
}

/** POST /admin/judging/{stage}/assignments/auto: what was made, and teams still short of judges. */
export interface AutoAssignResult {
  created: number;
  /** Unsubmitted assignments taken away first (with `replace`). */
  removed: number;
  short_teams: { team_id: number; team_name: string; missing: number }[];
}

/** POST /admin/judging/{stage}/shortlist */
export interface ShortlistResult {
  moved: number;
  not_selected: number;
}

/** POST /admin/judging/conflicts */
export interface ConflictResult {
  judge_id: number;
  team_id: number;
  reason: string;
  /** Unsubmitted assignments of the pair the declaration took away. */
  removed_assignments: number;
}
