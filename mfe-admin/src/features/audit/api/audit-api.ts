import type { NamedAuditEntry, Page } from '@gcw/shared';
import { api } from '@gcw/shared/store';

import { pageQuery } from '../../../api/page-query';
import type { ListParams } from '../../../hooks/use-list-params';

export const adminAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<Page<NamedAuditEntry>, ListParams>(
      pageQuery<NamedAuditEntry>('/audit-log', 'AUDIT'),
    ),
  }),
});

export const { useGetAuditLogQuery } = adminAuditApi;
