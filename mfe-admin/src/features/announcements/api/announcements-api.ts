import type { Announcement, AnnouncementPayload, ApiEnvelope, Page } from '@gcw/shared';
import { api } from '@gcw/shared/store';

const TAG = { type: 'Admin', id: 'ANNOUNCEMENTS' } as const;

/** GET/POST /api/v1/admin/announcements. */
export const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<Page<Announcement>, void>({
      query: () => ({ url: '/announcements', params: { page: 1, page_size: 50 } }),
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<Page<Announcement>>) => response.Data,
      providesTags: [TAG],
    }),
    sendAnnouncement: build.mutation<Announcement, AnnouncementPayload>({
      query: (body) => ({ url: '/announcements', method: 'POST', body }),
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<Announcement>) => response.Data,
      invalidatesTags: [TAG],
    }),
  }),
});

export const { useGetAnnouncementsQuery, useSendAnnouncementMutation } = announcementsApi;
