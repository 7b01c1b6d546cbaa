import type {
  JudgeTeamDetail,
  JudgingResultRow,
  JudgingStageInfo,
  RubricCriterion,
} from '@gcw/shared/contract';

import type { AssignmentRow, JudgeOption } from '../api/judging-wire';

export const CRITERIA: RubricCriterion[] = [
  { id: 'ide', name: 'Ide', description: 'Kebaruan gagasan', weight: 3, min: 0, max: 100 },
  { id: 'teknis', name: 'Teknis', description: '', weight: 1, min: 0, max: 100 },
];

export function stageInfo(overrides: Partial<JudgingStageInfo> = {}): JudgingStageInfo {
  return {
    stage: 'proposal',
    criteria: CRITERIA,
    judges_per_team: 2,
    closed_at: null,
    shortlisted_at: null,
    teams: 3,
    assignments: 6,
    submitted: 0,
    ...overrides,
  };
}

export const STAGES: JudgingStageInfo[] = [
  stageInfo(),
  stageInfo({ stage: 'video', criteria: [], teams: 0, assignments: 0 }),
  stageInfo({ stage: 'final', criteria: [], teams: 0, assignments: 0 }),
];

export function judge(overrides: Partial<JudgeOption> = {}): JudgeOption {
  const none = { assigned: 0, submitted: 0 };
  return {
    user_id: 21,
    name: 'Dr. Ani',
    email: 'ani@juri.id',
    institution_id: 2,
    institution_name: 'Institut Teknologi Bandung',
    assigned: 2,
    stages: { proposal: { assigned: 2, submitted: 1 }, video: none, final: none },
    ...overrides,
  };
}

export function assignmentRow(overrides: Partial<AssignmentRow> = {}): AssignmentRow {
  return {
    team_id: 5,
    team_name: 'Tim Garuda',
    institusi: 'Universitas Negeri Jakarta',
    institution_id: 1,
    judges: [{ judge_id: 21, judge_name: 'Dr. Ani', state: 'draft' }],
    conflicts: [],
    ...overrides,
  };
}

export function resultRow(overrides: Partial<JudgingResultRow> = {}): JudgingResultRow {
  return {
    rank: 1,
    team_id: 5,
    team_name: 'Tim Garuda',
    institusi: 'Universitas Negeri Jakarta',
    status: 'Stage-1',
    mean: 80,
    judges_assigned: 2,
    judges_submitted: 2,
    disagreement: false,
    judges: [
      { judge_id: 21, judge_name: 'Dr. Ani', weighted: 82.5, scores: {}, comment: '' },
      { judge_id: 22, judge_name: 'Pak Budi', weighted: 77.5, scores: {}, comment: '' },
    ],
    not_selected: false,
    ...overrides,
  };
}

export const PROPOSAL_FILE = '/api/v1/files/proposal-5.pdf';

export function teamDetail(overrides: Partial<JudgeTeamDetail> = {}): JudgeTeamDetail {
  return {
    stage: 'proposal',
    team_id: 5,
    team_name: 'Tim Garuda',
    institusi: 'Universitas Negeri Jakarta',
    proposal_url: PROPOSAL_FILE,
    video_url: 'https://youtu.be/garuda',
    criteria: CRITERIA,
    closed: false,
    my_score: null,
    ...overrides,
  };
}
