import type { ApiEnvelope, DeadlineExtension, DeadlineExtensionPayload } from '@gcw/shared';
import { api } from '@gcw/shared/store';

const admin = { base: 'admin' } as const;
const tag = (id: number) => ({ type: 'Admin' as const, id: `EXTENSIONS-${id}` });

/** GET/PUT /api/v1/admin/teams/{id}/deadline-extensions: more time for one team (audited). */
export const extensionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamExtensions: build.query<DeadlineExtension[], number>({
      query: (id) => `/teams/${id}/deadline-extensions`,
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<DeadlineExtension[]>) => response.Data,
      providesTags: (_result, _error, id) => [tag(id)],
    }),
    setTeamExtension: build.mutation<
      DeadlineExtension[],
      DeadlineExtensionPayload & { teamId: number }
    >({
      query: ({ teamId, ...body }) => ({
        url: `/teams/${teamId}/deadline-extensions`,
        method: 'PUT',
        body,
      }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<DeadlineExtension[]>) => response.Data,
      invalidatesTags: (_result, _error, { teamId }) => [
        tag(teamId),
        { type: 'Admin', id: 'AUDIT' },
      ],
    }),
  }),
});

export const { useGetTeamExtensionsQuery, useSetTeamExtensionMutation } = extensionsApi;
