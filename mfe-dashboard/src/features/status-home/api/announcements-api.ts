import type { ApiEnvelope, MyAnnouncement } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** GET /announcements: the newest announcements addressed to the signed-in student. */
export const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyAnnouncements: build.query<MyAnnouncement[], void>({
      query: () => '/announcements',
      transformResponse: (response: ApiEnvelope<MyAnnouncement[]>) => response.Data,
      // An event change (a new stage) changes which announcements reach the student.
      providesTags: ['Events'],
    }),
  }),
});

export const { useGetMyAnnouncementsQuery } = announcementsApi;
