import type { ApiEnvelope, InstitutionOption } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** GET /institutions?q=: canonical institutions for the profile's picker. */
export const institutionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchInstitutions: build.query<InstitutionOption[], string>({
      query: (q) => ({ url: '/institutions', params: { q } }),
      transformResponse: (response: ApiEnvelope<InstitutionOption[]>) => response.Data,
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchInstitutionsQuery } = institutionsApi;
