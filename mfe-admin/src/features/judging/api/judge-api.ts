import type {
  ApiEnvelope,
  JudgeTeamDetail,
  JudgeTeamItem,
  JudgingStage,
  ScorePayload,
} from '@gcw/shared/contract';
import { api } from '@gcw/shared/store';

const admin = { base: 'admin' } as const;
const data = <T>(response: ApiEnvelope<T>) => response.Data;
const myTeams = (stage: JudgingStage) => ({ type: 'Admin', id: `JUDGE_TEAMS_${stage}` }) as const;
const teamTag = (stage: JudgingStage, teamId: number) =>
  ({ type: 'Admin', id: `JUDGE_TEAM_${stage}_${teamId}` }) as const;

export interface TeamRef {
  stage: JudgingStage;
  teamId: number;
}

/** /api/v1/admin/judging: a judge's side (judging.score), only the teams assigned to them. */
export const judgeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyTeams: build.query<JudgeTeamItem[], JudgingStage>({
      query: (stage) => `/judging/${stage}/my-teams`,
      extraOptions: admin,
      transformResponse: data<JudgeTeamItem[]>,
      providesTags: (_r, _e, stage) => [myTeams(stage)],
    }),
    getJudgeTeam: build.query<JudgeTeamDetail, TeamRef>({
      query: ({ stage, teamId }) => `/judging/${stage}/teams/${teamId}`,
      extraOptions: admin,
      transformResponse: data<JudgeTeamDetail>,
      providesTags: (_r, _e, { stage, teamId }) => [teamTag(stage, teamId)],
    }),
    saveScore: build.mutation<unknown, TeamRef & { body: ScorePayload }>({
      query: ({ stage, teamId, body }) => ({
        url: `/judging/${stage}/teams/${teamId}/score`,
        method: 'PUT',
        body,
      }),
      extraOptions: admin,
      invalidatesTags: (_r, _e, { stage, teamId }) => [myTeams(stage), teamTag(stage, teamId)],
    }),
  }),
});

export const { useGetJudgeTeamQuery, useGetMyTeamsQuery, useSaveScoreMutation } = judgeApi;
