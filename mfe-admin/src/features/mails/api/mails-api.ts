import type { ApiEnvelope, OutboxMail, Page } from '@gcw/shared';
import { api } from '@gcw/shared/store';

import { pageQuery } from '../../common/api/page-query';
import type { ListParams } from '../../common/hooks/use-list-params';

/** GET /api/v1/admin/mails (the outbox) and one user's mail history. */
export const adminMailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminMails: build.query<Page<OutboxMail>, ListParams>(
      pageQuery<OutboxMail>('/mails', 'MAILS'),
    ),
    getAdminUserMails: build.query<Page<OutboxMail>, number>({
      query: (id) => `/users/${id}/mails`,
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<Page<OutboxMail>>) => response.Data,
      providesTags: (_result, _error, id) => [{ type: 'Admin', id: `USER-MAILS-${id}` }],
    }),
  }),
});

export const { useGetAdminMailsQuery, useGetAdminUserMailsQuery } = adminMailsApi;
