import type { ApiEnvelope, OutboxMail, OutboxMailDetail, Page } from '@gcw/shared';
import { api } from '@gcw/shared/store';

import type { ListParams } from '../hooks/use-list-params';
import { pageQuery } from './page-query';

const admin = { base: 'admin' } as const;

/** GET /api/v1/admin/mails (the outbox), one mail, its resend, and one user's mail history. */
export const adminMailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminMails: build.query<Page<OutboxMail>, ListParams>(
      pageQuery<OutboxMail>('/mails', 'MAILS'),
    ),
    getAdminMail: build.query<OutboxMailDetail, number>({
      query: (id) => `/mails/${id}`,
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<OutboxMailDetail>) => response.Data,
      providesTags: (_result, _error, id) => [{ type: 'Admin', id: `MAIL-${id}` }],
    }),
    resendAdminMail: build.mutation<OutboxMail, Pick<OutboxMail, 'id' | 'user_id'>>({
      query: ({ id }) => ({ url: `/mails/${id}/resend`, method: 'POST' }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<OutboxMail>) => response.Data,
      // The new row shows in the outbox and the user's history; the resend is audited.
      invalidatesTags: (_result, _error, { user_id }) => [
        { type: 'Admin', id: 'MAILS' },
        { type: 'Admin', id: 'AUDIT' },
        ...(user_id ? [{ type: 'Admin' as const, id: `USER-MAILS-${user_id}` }] : []),
      ],
    }),
    getAdminUserMails: build.query<Page<OutboxMail>, number>({
      query: (id) => `/users/${id}/mails`,
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<Page<OutboxMail>>) => response.Data,
      providesTags: (_result, _error, id) => [{ type: 'Admin', id: `USER-MAILS-${id}` }],
    }),
  }),
});

export const {
  useGetAdminMailsQuery,
  useGetAdminMailQuery,
  useResendAdminMailMutation,
  useGetAdminUserMailsQuery,
} = adminMailsApi;
