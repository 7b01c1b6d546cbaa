import type {
  AdminAnnouncement,
  AnnouncementAudience,
  AnnouncementPayload,
  AnnouncementPreview,
  AnnouncementRecipientCount,
  ApiEnvelope,
  EventName,
  EventStatus,
  Page,
} from '@gcw/shared';
import { api } from '@gcw/shared/store';

const TAG = { type: 'Admin', id: 'ANNOUNCEMENTS' } as const;
const data = <T>(response: ApiEnvelope<T>) => response.Data;
const admin = { base: 'admin' } as const;

export interface AudienceQuery {
  audience: AnnouncementAudience;
  event?: EventName | null;
  status?: EventStatus | null;
}

/** /api/v1/admin/announcements: drafts, their preview and count, and the actions on one. */
export const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<Page<AdminAnnouncement>, void>({
      query: () => ({ url: '/announcements', params: { page: 1, page_size: 50 } }),
      extraOptions: admin,
      transformResponse: data<Page<AdminAnnouncement>>,
      providesTags: [TAG],
    }),
    getRecipientCount: build.query<number, AudienceQuery>({
      query: (q) => ({
        url: '/announcements/recipients',
        params: Object.fromEntries(Object.entries(q).filter(([, v]) => v)),
      }),
      extraOptions: admin,
      transformResponse: (r: ApiEnvelope<AnnouncementRecipientCount>) => r.Data.recipients,
      // Registrations change under a count; a count is worth little once it is a minute old.
      keepUnusedDataFor: 0,
    }),
    previewAnnouncement: build.mutation<AnnouncementPreview, AnnouncementPayload>({
      query: (body) => ({ url: '/announcements/preview', method: 'POST', body }),
      extraOptions: admin,
      transformResponse: data<AnnouncementPreview>,
    }),
    saveDraft: build.mutation<AdminAnnouncement, { id?: number; body: AnnouncementPayload }>({
      query: ({ id, body }) =>
        id
          ? { url: `/announcements/${id}`, method: 'PUT', body }
          : { url: '/announcements', method: 'POST', body },
      extraOptions: admin,
      transformResponse: data<AdminAnnouncement>,
      invalidatesTags: [TAG],
    }),
    announcementAction: build.mutation<
      AdminAnnouncement,
      | { id: number; action: 'send' | 'unschedule' | 'withdraw' }
      | { id: number; action: 'schedule'; scheduled_at: string }
    >({
      query: ({ id, action, ...body }) => ({
        url: `/announcements/${id}/${action}`,
        method: 'POST',
        ...(action === 'schedule' ? { body } : {}),
      }),
      extraOptions: admin,
      transformResponse: data<AdminAnnouncement>,
      invalidatesTags: [TAG],
    }),
  }),
});

export const {
  useAnnouncementActionMutation,
  useGetAnnouncementsQuery,
  useGetRecipientCountQuery,
  usePreviewAnnouncementMutation,
  useSaveDraftMutation,
} = announcementsApi;
