import type { ApiEnvelope, Certificate } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** The signed-in student's e-certificates. */
export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyCertificates: build.query<Certificate[], void>({
      query: () => '/certificates',
      transformResponse: (response: ApiEnvelope<Certificate[]>) => response.Data,
    }),
  }),
});

export const { useGetMyCertificatesQuery } = certificatesApi;
