import type {
  AdminVerifyEmailPayload,
  AdminSummary,
  AdminUser,
  AdminUserDetail,
  ApiEnvelope,
  Page,
  VerifyUserPayload,
} from '@gcw/shared';
import { api } from '@gcw/shared/store';

import type { ListParams } from '../hooks/use-list-params';
import { pageQuery } from './page-query';

const admin = { base: 'admin' } as const;

/** GET/POST /api/v1/admin/users… and /summary: the transport picks the admin base. */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<Page<AdminUser>, ListParams>(
      pageQuery<AdminUser>('/users', 'USERS'),
    ),
    getAdminUser: build.query<AdminUserDetail, number>({
      query: (id) => `/users/${id}`,
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<AdminUserDetail>) => response.Data,
      providesTags: (_result, _error, id) => [{ type: 'Admin', id: `USER-${id}` }],
    }),
    verifyAdminUser: build.mutation<AdminUser, VerifyUserPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/users/${id}/verify`, method: 'POST', body }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<AdminUser>) => response.Data,
      // A 409 (another admin decided first) too: the list and the detail show the state now.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Admin', id: 'USERS' },
        { type: 'Admin', id: `USER-${id}` },
        { type: 'Admin', id: 'SUMMARY' },
        { type: 'Admin', id: 'AUDIT' },
      ],
    }),
    resendAdminVerification: build.mutation<string | null, number>({
      query: (id) => ({ url: `/users/${id}/resend-verification`, method: 'POST' }),
      extraOptions: admin,
      // 202 `{ Data: { message } }` (the API's Indonesian sentence naming the address the link
      // went to, which may be a pending new address): the toast shows it as it comes.
      transformResponse: (response: ApiEnvelope<{ message?: unknown }> | null | undefined) =>
        typeof response?.Data?.message === 'string' ? response.Data.message : null,
      // The queued mail shows at once in the user's history and the outbox; the resend is audited.
      invalidatesTags: (_result, _error, id) => [
        { type: 'Admin', id: `USER-MAILS-${id}` },
        { type: 'Admin', id: 'MAILS' },
        { type: 'Admin', id: 'AUDIT' },
      ],
    }),
    verifyAdminUserEmail: build.mutation<string | null, AdminVerifyEmailPayload & { id: number }>({
      query: ({ id, reason }) => ({
        url: `/users/${id}/verify-email`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: admin,
      // `{ Data: { message } }`: the API's sentence naming the address, shown as it comes.
      transformResponse: (response: ApiEnvelope<{ message?: unknown }> | null | undefined) =>
        typeof response?.Data?.message === 'string' ? response.Data.message : null,
      // The detail says verified; the student's notice mail joins the history; it is audited.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Admin', id: `USER-${id}` },
        { type: 'Admin', id: `USER-MAILS-${id}` },
        { type: 'Admin', id: 'MAILS' },
        { type: 'Admin', id: 'AUDIT' },
      ],
    }),
    getAdminSummary: build.query<AdminSummary, void>({
      query: () => '/summary',
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<AdminSummary>) => response.Data,
      providesTags: [{ type: 'Admin', id: 'SUMMARY' }],
    }),
  }),
});

export const {
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useVerifyAdminUserMutation,
  useResendAdminVerificationMutation,
  useVerifyAdminUserEmailMutation,
  useGetAdminSummaryQuery,
} = adminUsersApi;
