import type { ApiEnvelope, DeadlineExtension } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** The settings themselves are read through `@gcw/shared` (useGetEventSettingsQuery). */
export const extensionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** More time an admin gave the caller's team; the server honours it, so the pages do too. */
    getMyExtensions: build.query<DeadlineExtension[], void>({
      query: () => '/settings/my-extensions',
      transformResponse: (response: ApiEnvelope<DeadlineExtension[]>) => response.Data,
    }),
  }),
});

export const { useGetMyExtensionsQuery } = extensionsApi;
