import type { ApiEnvelope, LeaveTeamData, TeamDetail } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** The user's team: GET /team/{id_team} (members and admins only) and POST /team/leave. */
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamDetail, number>({
      query: (id) => `/team/${id}`,
      transformResponse: (response: ApiEnvelope<TeamDetail>) => response.Data,
      providesTags: (_result, _error, id) => [{ type: 'Team', id }, 'Team', 'Submission'],
    }),
    leaveTeam: build.mutation<LeaveTeamData, void>({
      query: () => ({ url: '/team/leave', method: 'POST' }),
      transformResponse: (response: ApiEnvelope<LeaveTeamData>) => response.Data,
      // 'Events' refetches the statuses and team id, which the shell's session follows.
      invalidatesTags: ['Events', 'Team'],
    }),
  }),
});

export const { useGetTeamQuery, useLeaveTeamMutation } = teamApi;
