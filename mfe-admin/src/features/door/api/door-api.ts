import type { AdminSeminarEntry, ApiEnvelope } from '@gcw/shared';
import { api } from '@gcw/shared/store';

const admin = { base: 'admin' } as const;

/** The check-in as a door sends it: the scanned or typed code and which door it is. */
export interface DoorCheckInArgs {
  ticket: string;
  door: string;
}

export const doorApi = api.injectEndpoints({
  endpoints: (build) => ({
    doorCheckIn: build.mutation<AdminSeminarEntry, DoorCheckInArgs>({
      query: (body) => ({ url: '/seminar/check-in', method: 'POST', body }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<AdminSeminarEntry>) => response.Data,
      invalidatesTags: [
        { type: 'Admin', id: 'SEMINAR' },
        { type: 'Admin', id: 'SUMMARY' },
      ],
    }),
  }),
});

export const { useDoorCheckInMutation } = doorApi;
