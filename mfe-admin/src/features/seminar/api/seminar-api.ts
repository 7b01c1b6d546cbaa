import type { AdminSeminarEntry, Page } from '@gcw/shared';
import { api } from '@gcw/shared/store';

import { pageQuery } from '../../../api/page-query';
import type { ListParams } from '../../../hooks/use-list-params';

export const adminSeminarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSeminar: build.query<Page<AdminSeminarEntry>, ListParams>(
      pageQuery<AdminSeminarEntry>('/seminar', 'SEMINAR'),
    ),
  }),
});

export const { useGetAdminSeminarQuery } = adminSeminarApi;
