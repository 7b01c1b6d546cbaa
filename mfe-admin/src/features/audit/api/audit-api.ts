import type { ApiEnvelope, AuditEntry, Page } from '@gcw/shared';
import { api } from '@gcw/shared';

import type { ListParams } from '../../common/hooks/use-list-params';

export const adminAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<Page<AuditEntry>, ListParams>({
      query: (params) => ({ url: '/audit-log', params }),
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<Page<AuditEntry>>) => response.Data,
      providesTags: [{ type: 'Admin', id: 'AUDIT' }],
    }),
  }),
});

export const { useGetAuditLogQuery } = adminAuditApi;
