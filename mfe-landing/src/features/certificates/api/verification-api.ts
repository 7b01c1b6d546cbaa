import type { ApiEnvelope, CertificateVerification } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** GET /certificates/verify/{code}: public, no sign-in; a code nobody holds answers 404. */
export const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyCertificate: build.query<CertificateVerification, string>({
      query: (code) => `/certificates/verify/${encodeURIComponent(code)}`,
      transformResponse: (response: ApiEnvelope<CertificateVerification>) => response.Data,
    }),
  }),
});

export const { useVerifyCertificateQuery } = verificationApi;
