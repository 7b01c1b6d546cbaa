import type { ApiEnvelope, TeamDetail, TeamSummary } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** R7.2 join-by-code calls. Registering a team is multipart with progress: see use-register-team. */
export const teamRegistrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    findTeamByCode: build.query<TeamSummary, string>({
      query: (code) => `/team/registration/find/${encodeURIComponent(code)}`,
      transformResponse: (response: ApiEnvelope<TeamSummary>) => response.Data,
    }),
    joinTeam: build.mutation<TeamDetail, string>({
      query: (code) => ({
        url: `/team/registration/join/${encodeURIComponent(code)}`,
        method: 'POST',
      }),
      transformResponse: (response: ApiEnvelope<TeamDetail>) => response.Data,
      // 'Events' refetches the statuses and team id, which the shell's session follows.
      invalidatesTags: ['Events', 'Team'],
    }),
  }),
});

export const { useLazyFindTeamByCodeQuery, useJoinTeamMutation } = teamRegistrationApi;
