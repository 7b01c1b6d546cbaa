import type { ApiEnvelope, ConsentPayload, ConsentStatus } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** GET /privacy/consent (the signed-in account's agreement) and POST /privacy/consent. */
export const consentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacyConsent: build.query<ConsentStatus, void>({
      query: () => '/privacy/consent',
      transformResponse: (response: ApiEnvelope<ConsentStatus>) => response.Data,
    }),
    acceptPrivacyConsent: build.mutation<ConsentStatus, ConsentPayload>({
      query: (body) => ({ url: '/privacy/consent', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<ConsentStatus>) => response.Data,
      // The answer is the new status: the gate closes on it without asking again.
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(consentApi.util.upsertQueryData('getPrivacyConsent', undefined, data));
      },
    }),
  }),
});

export const { useGetPrivacyConsentQuery, useAcceptPrivacyConsentMutation } = consentApi;
