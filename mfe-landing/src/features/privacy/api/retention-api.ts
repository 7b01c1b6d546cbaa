import type { ApiEnvelope, RetentionSettings } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** GET /privacy/retention: public, no sign-in; how long each kind of data is kept. */
export const retentionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacyRetention: build.query<RetentionSettings, void>({
      query: () => '/privacy/retention',
      transformResponse: (response: ApiEnvelope<RetentionSettings>) => response.Data,
    }),
  }),
});

export const { useGetPrivacyRetentionQuery } = retentionApi;
