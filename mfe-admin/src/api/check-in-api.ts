import type { AdminSeminarEntry, ApiEnvelope } from '@gcw/shared';
import type { DoorCheckInPayload } from '@gcw/shared/contract';
import { api } from '@gcw/shared/store';

/**
 * The one check-in call, used by the seminar desk (a ticket typed or scanned on the list page)
 * and by the door (with its name). A check-in is audited, so the audit log refreshes too.
 */
export const checkInApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkInTicket: build.mutation<AdminSeminarEntry, DoorCheckInPayload>({
      query: (body) => ({ url: '/seminar/check-in', method: 'POST', body }),
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<AdminSeminarEntry>) => response.Data,
      invalidatesTags: [
        { type: 'Admin', id: 'SEMINAR' },
        { type: 'Admin', id: 'SUMMARY' },
        { type: 'Admin', id: 'AUDIT' },
      ],
    }),
  }),
});

export const { useCheckInTicketMutation } = checkInApi;
