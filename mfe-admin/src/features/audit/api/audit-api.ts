import type { AuditEntry, Page } from '@gcw/shared';
import { api } from '@gcw/shared';

import { pageQuery } from '../../common/api/page-query';
import type { ListParams } from '../../common/hooks/use-list-params';

export const adminAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<Page<AuditEntry>, ListParams>(
      pageQuery<AuditEntry>('/audit-log', 'AUDIT'),
    ),
  }),
});

export const { useGetAuditLogQuery } = adminAuditApi;
