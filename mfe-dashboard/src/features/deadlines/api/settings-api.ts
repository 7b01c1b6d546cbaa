import type { ApiEnvelope, DeadlineExtension, EventSettings } from '@gcw/shared';
import { api } from '@gcw/shared';

/** GET {API_BASE_PATH}/settings: public, revalidated by ETag, so reading it often is cheap. */
export const eventSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEventSettings: build.query<EventSettings, void>({
      query: () => '/settings',
      transformResponse: (response: ApiEnvelope<EventSettings>) => response.Data,
    }),
    /** More time an admin gave the caller's team; the server honours it, so the pages do too. */
    getMyExtensions: build.query<DeadlineExtension[], void>({
      query: () => '/settings/my-extensions',
      transformResponse: (response: ApiEnvelope<DeadlineExtension[]>) => response.Data,
    }),
  }),
});

export const { useGetEventSettingsQuery, useGetMyExtensionsQuery } = eventSettingsApi;
