import { array, boolean, number, object, string } from 'yup';

import type { EventStatus } from './event-status';

/*
 * Judging the Hackathon's stages (docs/architecture.md, "Judging"): per stage a rubric, judges
 * assigned to teams (never their own institution's nor a declared conflict), scores hidden from
 * other judges until the stage's judging closes, then a shortlist that moves the chosen teams on.
 * Since @gcw/shared 2.23.
 */

export const JUDGING_STAGES = ['proposal', 'video', 'final'] as const;
export type JudgingStage = (typeof JUDGING_STAGES)[number];

export function isJudgingStage(value: unknown): value is JudgingStage {
  return typeof value === 'string' && (JUDGING_STAGES as readonly string[]).includes(value);
}

/** The team status a stage judges, and where a shortlisted team goes (null: the last stage). */
export const JUDGING_STAGE_STATUS: Record<
  JudgingStage,
  { judges: EventStatus; next: EventStatus | null }
> = {
  proposal: { judges: 'Stage-1', next: 'Stage-2' },
  video: { judges: 'Stage-2', next: 'Final' },
  final: { judges: 'Final', next: null },
};

export const JUDGING_STAGE_LABELS: Record<JudgingStage, string> = {
  proposal: 'Proposal (Tahap 1)',
  video: 'Video (Tahap 2)',
  final: 'Final',
};

export const JUDGING_LIMITS = {
  criteriaMax: 12,
  criterionNameMax: 80,
  criterionDescriptionMax: 300,
  weightMax: 100,
  scoreBound: 1000,
  commentMax: 2000,
  judgesPerTeamMax: 10,
  /** Two judges disagree widely when their weighted scores differ by more than this share of the range. */
  disagreementShare: 0.25,
} as const;

export interface RubricCriterion {
  id: string;
  name: string;
  description: string;
  /** A positive integer; a criterion's share is its weight over the sum of weights. */
  weight: number;
  min: number;
  max: number;
}

export interface JudgingStageInfo {
  stage: JudgingStage;
  criteria: RubricCriterion[];
  judges_per_team: number;
  closed_at: string | null;
  shortlisted_at: string | null;
  teams: number;
  assignments: number;
  submitted: number;
}

/** PUT /admin/judging/{stage}/rubric */
export const rubricSchema = object({
  judges_per_team: number()
    .integer('Jumlah juri harus bilangan bulat')
    .min(1, 'Minimal 1 juri per tim')
    .max(
      JUDGING_LIMITS.judgesPerTeamMax,
      `Paling banyak ${JUDGING_LIMITS.judgesPerTeamMax} juri per tim`,
    )
    .required('Jumlah juri per tim wajib diisi'),
  criteria: array(
    object({
      id: string()
        .trim()
        .matches(/^[a-z0-9-]{1,40}$/, 'Kode kriteria: huruf kecil, angka atau tanda hubung')
        .required('Kode kriteria wajib diisi'),
      name: string()
        .trim()
        .max(JUDGING_LIMITS.criterionNameMax, 'Nama kriteria terlalu panjang')
        .required('Nama kriteria wajib diisi'),
      description: string()
        .trim()
        .max(JUDGING_LIMITS.criterionDescriptionMax, 'Deskripsi kriteria terlalu panjang')
        .default(''),
      weight: number()
        .integer('Bobot harus bilangan bulat')
        .min(1, 'Bobot minimal 1')
        .max(JUDGING_LIMITS.weightMax, `Bobot paling besar ${JUDGING_LIMITS.weightMax}`)
        .required('Bobot wajib diisi'),
      min: number()
        .integer('Nilai minimum harus bilangan bulat')
        .min(0, 'Nilai minimum tidak boleh negatif')
        .required('Nilai minimum wajib diisi'),
      max: number()
        .integer('Nilai maksimum harus bilangan bulat')
        .max(JUDGING_LIMITS.scoreBound, `Nilai maksimum paling besar ${JUDGING_LIMITS.scoreBound}`)
        .required('Nilai maksimum wajib diisi'),
    }).test('range', 'Nilai maksimum harus lebih besar dari minimum', (c) => c.max > c.min),
  )
    .min(1, 'Rubrik butuh minimal satu kriteria')
    .max(JUDGING_LIMITS.criteriaMax, `Paling banyak ${JUDGING_LIMITS.criteriaMax} kriteria`)
    .test('unique', 'Kode kriteria tidak boleh kembar', (list) => {
      const ids = (list ?? []).map((c) => c.id);
      return new Set(ids).size === ids.length;
    })
    .required('Rubrik butuh minimal satu kriteria'),
});

export interface RubricPayload {
  judges_per_team: number;
  criteria: RubricCriterion[];
}

/** PUT /admin/judging/{stage}/teams/{team_id}/score: a draft, or the judge's final word. */
export const scoreSchema = object({
  scores: object().required('Nilai wajib diisi'),
  comment: string()
    .trim()
    .max(JUDGING_LIMITS.commentMax, `Komentar paling banyak ${JUDGING_LIMITS.commentMax} karakter`)
    .default(''),
  submit: boolean().default(false),
});

export interface ScorePayload {
  /** Criterion id → an integer within the criterion's range. */
  scores: Record<string, number>;
  comment?: string;
  submit?: boolean;
}

/** A team on a judge's list. */
export interface JudgeTeamItem {
  team_id: number;
  team_name: string;
  institusi: string;
  state: 'todo' | 'draft' | 'submitted';
}

/** GET /admin/judging/{stage}/teams/{team_id}: what a judge needs to score one team. */
export interface JudgeTeamDetail {
  stage: JudgingStage;
  team_id: number;
  team_name: string;
  institusi: string;
  proposal_url: string | null;
  video_url: string | null;
  criteria: RubricCriterion[];
  closed: boolean;
  my_score: {
    scores: Record<string, number>;
    comment: string;
    submitted_at: string | null;
    updated_at: string;
  } | null;
}

export interface JudgeScoreResult {
  judge_id: number;
  judge_name: string;
  /** The judge's weighted score: Σ weight·score / Σ weight. */
  weighted: number;
  scores: Record<string, number>;
  comment: string;
}

/** GET /admin/judging/{stage}/results: one row per team, best first. */
export interface JudgingResultRow {
  rank: number;
  team_id: number;
  team_name: string;
  institusi: string;
  status: EventStatus;
  /** The mean of the submitted judges' weighted scores (null: none submitted yet). */
  mean: number | null;
  judges_assigned: number;
  judges_submitted: number;
  disagreement: boolean;
  judges: JudgeScoreResult[];
  not_selected: boolean;
}

/** POST /admin/judging/{stage}/assignments/auto */
export const autoAssignSchema = object({
  replace: boolean().default(false),
});

/** POST /admin/judging/{stage}/assignments (by hand) and DELETE of the same. */
export const assignmentSchema = object({
  team_id: number().integer().positive().required('Tim wajib dipilih'),
  judge_id: number().integer().positive().required('Juri wajib dipilih'),
});

/** POST /admin/judging/conflicts: a judge declares a conflict with a team. */
export const conflictSchema = object({
  team_id: number().integer().positive().required('Tim wajib dipilih'),
  judge_id: number().integer().positive().required('Juri wajib dipilih'),
  reason: string().trim().max(200, 'Alasan paling banyak 200 karakter').default(''),
});

/** POST /admin/judging/{stage}/shortlist */
export const shortlistSchema = object({
  team_ids: array(number().integer().positive().required()).required('Pilih tim yang lolos'),
});
export interface ShortlistPayload {
  team_ids: number[];
}
