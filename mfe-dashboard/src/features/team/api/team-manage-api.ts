import type {
  ApiEnvelope,
  RenameTeamPayload,
  TeamDetail,
  TransferLeadershipPayload,
} from '@gcw/shared';
import { api } from '@gcw/shared/store';

const detail = (response: ApiEnvelope<TeamDetail>) => response.Data;

/** The leader's controls; each answers the team as it is after the change. */
export const teamManageApi = api.injectEndpoints({
  endpoints: (build) => ({
    renameTeam: build.mutation<TeamDetail, { id: number } & RenameTeamPayload>({
      query: ({ id, team_name }) => ({ url: `/team/${id}`, method: 'PATCH', body: { team_name } }),
      transformResponse: detail,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Team', id }],
    }),
    regenerateJoinCode: build.mutation<TeamDetail, number>({
      query: (id) => ({ url: `/team/${id}/join-code`, method: 'POST' }),
      transformResponse: detail,
      invalidatesTags: (_r, _e, id) => [{ type: 'Team', id }],
    }),
    removeMember: build.mutation<TeamDetail, { id: number; userId: number }>({
      query: ({ id, userId }) => ({ url: `/team/${id}/members/${userId}`, method: 'DELETE' }),
      transformResponse: detail,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Team', id }],
    }),
    transferLeadership: build.mutation<TeamDetail, { id: number } & TransferLeadershipPayload>({
      query: ({ id, user_id }) => ({
        url: `/team/${id}/leader`,
        method: 'POST',
        body: { user_id },
      }),
      transformResponse: detail,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Team', id }],
    }),
  }),
});

export const {
  useRenameTeamMutation,
  useRegenerateJoinCodeMutation,
  useRemoveMemberMutation,
  useTransferLeadershipMutation,
} = teamManageApi;
