import type { AdminSeminarEntry, ApiEnvelope, CheckInPayload, Page } from '@gcw/shared';
import { api } from '@gcw/shared/store';

import { pageQuery } from '../../../api/page-query';
import type { ListParams } from '../../../hooks/use-list-params';

const admin = { base: 'admin' } as const;

export const adminSeminarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSeminar: build.query<Page<AdminSeminarEntry>, ListParams>(
      pageQuery<AdminSeminarEntry>('/seminar', 'SEMINAR'),
    ),
    checkInTicket: build.mutation<AdminSeminarEntry, CheckInPayload>({
      query: (body) => ({ url: '/seminar/check-in', method: 'POST', body }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<AdminSeminarEntry>) => response.Data,
      invalidatesTags: [
        { type: 'Admin', id: 'SEMINAR' },
        { type: 'Admin', id: 'SUMMARY' },
        { type: 'Admin', id: 'AUDIT' },
      ],
    }),
  }),
});

export const { useGetAdminSeminarQuery, useCheckInTicketMutation } = adminSeminarApi;
