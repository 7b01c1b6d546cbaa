import type { ApiEnvelope, InstitutionOption } from '@gcw/shared';
import type {
  CommitteeInvitePayload,
  CommitteeMember,
  CommitteeRole,
  CommitteeRolesPayload,
} from '@gcw/shared/contract';
import { api, COMMITTEE_SELF_TAG } from '@gcw/shared/store';

const admin = { base: 'admin' } as const;
const MEMBERS = { type: 'Admin', id: 'COMMITTEE' } as const;
const AUDIT = { type: 'Admin', id: 'AUDIT' } as const;

/**
 * /api/v1/admin/committee: the roles and their grants, the members, invites, role changes and
 * removals (each audited). A change of roles may be the caller's own: their grants refresh too.
 */
export const adminCommitteeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommitteeRoles: build.query<CommitteeRole[], void>({
      query: () => '/committee/roles',
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<CommitteeRole[]>) => response.Data,
    }),
    getCommitteeMembers: build.query<CommitteeMember[], void>({
      query: () => '/committee/members',
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<CommitteeMember[]>) => response.Data,
      providesTags: [MEMBERS],
    }),
    inviteCommitteeMember: build.mutation<CommitteeMember, CommitteeInvitePayload>({
      query: (body) => ({ url: '/committee/invites', method: 'POST', body }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<CommitteeMember>) => response.Data,
      invalidatesTags: [MEMBERS, AUDIT],
    }),
    setCommitteeMemberRoles: build.mutation<
      CommitteeMember,
      CommitteeRolesPayload & { user_id: number }
    >({
      query: ({ user_id, role_ids }) => ({
        url: `/committee/members/${user_id}/roles`,
        method: 'PUT',
        body: { role_ids },
      }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<CommitteeMember>) => response.Data,
      invalidatesTags: [MEMBERS, AUDIT, COMMITTEE_SELF_TAG],
    }),
    removeCommitteeMember: build.mutation<unknown, number>({
      query: (userId) => ({ url: `/committee/members/${userId}`, method: 'DELETE' }),
      extraOptions: admin,
      invalidatesTags: [MEMBERS, AUDIT],
    }),
    resendCommitteeInvite: build.mutation<unknown, number>({
      query: (userId) => ({ url: `/committee/members/${userId}/resend-invite`, method: 'POST' }),
      extraOptions: admin,
      invalidatesTags: [MEMBERS, AUDIT, { type: 'Admin', id: 'MAILS' }],
    }),
    // The students' own picker (GET /institutions?q= on the participant API): an invited
    // member is tied to a canonical institution so judging can skip their own teams.
    searchCommitteeInstitutions: build.query<InstitutionOption[], string>({
      query: (q) => ({ url: '/institutions', params: { q } }),
      transformResponse: (response: ApiEnvelope<InstitutionOption[]>) => response.Data,
      keepUnusedDataFor: 300,
    }),
  }),
});

export const {
  useGetCommitteeRolesQuery,
  useGetCommitteeMembersQuery,
  useInviteCommitteeMemberMutation,
  useSetCommitteeMemberRolesMutation,
  useRemoveCommitteeMemberMutation,
  useResendCommitteeInviteMutation,
  useSearchCommitteeInstitutionsQuery,
} = adminCommitteeApi;
