import type { ApiEnvelope, MarkNotificationsReadPayload, NotificationsPage } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** The bell shows the latest few; older ones are not needed to know what happened lately. */
export const LATEST_NOTIFICATIONS = { page: 1, page_size: 10 } as const;

/**
 * A tag of its own, added here and not to the shared API_TAGS: a new shared export would be a
 * contract release for every remote.
 */
const tagged = api.enhanceEndpoints({ addTagTypes: ['Notifications'] });

/** GET /notifications (a page plus `unread`) and POST /notifications/read. */
export const notificationsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsPage, { page: number; page_size: number }>({
      query: (params) => ({ url: '/notifications', params }),
      transformResponse: (response: ApiEnvelope<NotificationsPage>) => response.Data,
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<unknown, MarkNotificationsReadPayload>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      // The count drops at once; the refetch after the answer brings the server's truth.
      async onQueryStarted(payload, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData(
            'getNotifications',
            LATEST_NOTIFICATIONS,
            (page) => {
              const now = new Date().toISOString();
              let marked = 0;
              for (const item of page.items) {
                if (item.read_at === null && (payload.all || payload.ids?.includes(item.id))) {
                  item.read_at = now;
                  marked += 1;
                }
              }
              page.unread = payload.all ? 0 : Math.max(0, page.unread - marked);
            },
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
