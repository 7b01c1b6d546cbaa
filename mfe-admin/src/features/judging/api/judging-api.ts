import type {
  ApiEnvelope,
  JudgingResultRow,
  JudgingStage,
  JudgingStageInfo,
  RubricPayload,
  ShortlistPayload,
} from '@gcw/shared/contract';
import { api } from '@gcw/shared/store';

import type {
  AssignmentRow,
  AutoAssignResult,
  ConflictResult,
  JudgeOption,
  ShortlistResult,
} from './judging-wire';

const admin = { base: 'admin' } as const;
const data = <T>(response: ApiEnvelope<T>) => response.Data;
const STAGES = { type: 'Admin', id: 'JUDGING' } as const;
const JUDGES = { type: 'Admin', id: 'JUDGING_JUDGES' } as const;
const AUDIT = { type: 'Admin', id: 'AUDIT' } as const;
const assignments = (stage: JudgingStage) =>
  ({ type: 'Admin', id: `JUDGING_ASSIGNMENTS_${stage}` }) as const;
const results = (stage: JudgingStage) =>
  ({ type: 'Admin', id: `JUDGING_RESULTS_${stage}` }) as const;

/** Everything one stage shows that a change of assignments may move. */
const stageTags = (stage: JudgingStage) => [
  STAGES,
  JUDGES,
  assignments(stage),
  results(stage),
  AUDIT,
];

export interface PairBody {
  team_id: number;
  judge_id: number;
}

/** /api/v1/admin/judging: the Hackathon division's side (judging.manage). */
export const judgingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJudgingStages: build.query<JudgingStageInfo[], void>({
      query: () => '/judging',
      extraOptions: admin,
      transformResponse: data<JudgingStageInfo[]>,
      providesTags: [STAGES],
    }),
    saveRubric: build.mutation<JudgingStageInfo, { stage: JudgingStage; body: RubricPayload }>({
      query: ({ stage, body }) => ({ url: `/judging/${stage}/rubric`, method: 'PUT', body }),
      extraOptions: admin,
      transformResponse: data<JudgingStageInfo>,
      invalidatesTags: (_r, _e, { stage }) => [STAGES, results(stage), AUDIT],
    }),
    getJudges: build.query<JudgeOption[], void>({
      query: () => '/judging/judges',
      extraOptions: admin,
      transformResponse: data<JudgeOption[]>,
      providesTags: [JUDGES],
    }),
    getAssignments: build.query<AssignmentRow[], JudgingStage>({
      query: (stage) => `/judging/${stage}/assignments`,
      extraOptions: admin,
      transformResponse: data<AssignmentRow[]>,
      providesTags: (_r, _e, stage) => [assignments(stage)],
    }),
    autoAssign: build.mutation<AutoAssignResult, { stage: JudgingStage; replace: boolean }>({
      query: ({ stage, replace }) => ({
        url: `/judging/${stage}/assignments/auto`,
        method: 'POST',
        body: { replace },
      }),
      extraOptions: admin,
      transformResponse: data<AutoAssignResult>,
      invalidatesTags: (_r, _e, { stage }) => stageTags(stage),
    }),
    changeAssignment: build.mutation<
      unknown,
      { stage: JudgingStage; action: 'add' | 'remove'; body: PairBody }
    >({
      query: ({ stage, action, body }) => ({
        url: `/judging/${stage}/assignments`,
        method: action === 'add' ? 'POST' : 'DELETE',
        body,
      }),
      extraOptions: admin,
      invalidatesTags: (_r, _e, { stage }) => stageTags(stage),
    }),
    declareConflict: build.mutation<
      ConflictResult,
      { stage: JudgingStage; body: PairBody & { reason: string } }
    >({
      query: ({ body }) => ({ url: '/judging/conflicts', method: 'POST', body }),
      extraOptions: admin,
      transformResponse: data<ConflictResult>,
      invalidatesTags: (_r, _e, { stage }) => stageTags(stage),
    }),
    withdrawConflict: build.mutation<unknown, { stage: JudgingStage; body: PairBody }>({
      query: ({ body }) => ({ url: '/judging/conflicts', method: 'DELETE', body }),
      extraOptions: admin,
      invalidatesTags: (_r, _e, { stage }) => stageTags(stage),
    }),
    setStageClosed: build.mutation<JudgingStageInfo, { stage: JudgingStage; closed: boolean }>({
      query: ({ stage, closed }) => ({
        url: `/judging/${stage}/${closed ? 'close' : 'reopen'}`,
        method: 'POST',
      }),
      extraOptions: admin,
      transformResponse: data<JudgingStageInfo>,
      invalidatesTags: (_r, _e, { stage }) => [STAGES, assignments(stage), results(stage), AUDIT],
    }),
    getResults: build.query<JudgingResultRow[], JudgingStage>({
      query: (stage) => `/judging/${stage}/results`,
      extraOptions: admin,
      transformResponse: data<JudgingResultRow[]>,
      providesTags: (_r, _e, stage) => [results(stage)],
    }),
    shortlist: build.mutation<ShortlistResult, { stage: JudgingStage; body: ShortlistPayload }>({
      query: ({ stage, body }) => ({ url: `/judging/${stage}/shortlist`, method: 'POST', body }),
      extraOptions: admin,
      transformResponse: data<ShortlistResult>,
      invalidatesTags: (_r, _e, { stage }) => [
        STAGES,
        results(stage),
        assignments(stage),
        { type: 'Admin', id: 'TEAMS' },
        AUDIT,
      ],
    }),
  }),
});

export const {
  useAutoAssignMutation,
  useChangeAssignmentMutation,
  useDeclareConflictMutation,
  useGetAssignmentsQuery,
  useGetJudgesQuery,
  useGetJudgingStagesQuery,
  useGetResultsQuery,
  useSaveRubricMutation,
  useSetStageClosedMutation,
  useShortlistMutation,
  useWithdrawConflictMutation,
} = judgingApi;
