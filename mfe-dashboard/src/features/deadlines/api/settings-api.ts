import type { ApiEnvelope, EventSettings } from '@gcw/shared';
import { api } from '@gcw/shared';

/** GET {API_BASE_PATH}/settings: public, revalidated by ETag, so reading it often is cheap. */
export const eventSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEventSettings: build.query<EventSettings, void>({
      query: () => '/settings',
      transformResponse: (response: ApiEnvelope<EventSettings>) => response.Data,
    }),
  }),
});

export const { useGetEventSettingsQuery } = eventSettingsApi;
