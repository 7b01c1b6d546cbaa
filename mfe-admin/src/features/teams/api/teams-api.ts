import type {
  AdminTeam,
  ApiEnvelope,
  BulkTeamStatusData,
  BulkTeamStatusPayload,
  CompetitionType,
  Page,
  PaymentReviewPayload,
  TeamStatusPayload,
} from '@gcw/shared';
import { api } from '@gcw/shared/store';

import type { ListParams } from '../../../hooks/use-list-params';

const admin = { base: 'admin' } as const;
/** Any team change moves the lists, the summary figures and the audit log. */
const changed = [
  { type: 'Admin' as const, id: 'TEAMS' },
  { type: 'Admin' as const, id: 'SUMMARY' },
  { type: 'Admin' as const, id: 'AUDIT' },
];

export interface TeamsListArgs {
  eventType: CompetitionType;
  params: ListParams;
}

export const adminTeamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTeams: build.query<Page<AdminTeam>, TeamsListArgs>({
      query: ({ eventType, params }) => ({ url: `/teams/${eventType}`, params }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<Page<AdminTeam>>) => response.Data,
      providesTags: [{ type: 'Admin', id: 'TEAMS' }],
    }),
    // An error invalidates too (RTK Query does so for any answer of the API): a 409 "proof
    // replaced" reloads the list, and with it the proof under review.
    decideTeamPayment: build.mutation<AdminTeam, PaymentReviewPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/teams/${id}/payment`, method: 'POST', body }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<AdminTeam>) => response.Data,
      invalidatesTags: changed,
    }),
    // A 409 (another admin decided first) invalidates as well: the page shows the state now.
    setAdminTeamStatus: build.mutation<AdminTeam, TeamStatusPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/teams/${id}/status`, method: 'POST', body }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<AdminTeam>) => response.Data,
      invalidatesTags: changed,
    }),
    bulkAdminTeamStatus: build.mutation<BulkTeamStatusData, BulkTeamStatusPayload>({
      query: (body) => ({ url: '/teams/status', method: 'POST', body }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<BulkTeamStatusData>) => response.Data,
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useGetAdminTeamsQuery,
  useDecideTeamPaymentMutation,
  useSetAdminTeamStatusMutation,
  useBulkAdminTeamStatusMutation,
} = adminTeamsApi;
