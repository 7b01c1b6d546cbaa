import type {
  ApiEnvelope,
  ConsentStatus,
  DataExport,
  ErasurePayload,
  ErasurePreview,
  ErasureResult,
} from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** A tag of its own, added here and not to the shared API_TAGS (that would be a contract release). */
const tagged = api.enhanceEndpoints({ addTagTypes: ['DataExports'] });

const data = <T>(response: ApiEnvelope<T>) => response.Data;

/**
 * /privacy (UU 27/2022): the student's consent, their data archives and the erasure of their
 * account. The names say "my": the admin remote injects its own privacy endpoints into the same
 * api slice, and two endpoints of one name would override each other.
 */
export const myPrivacyApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getMyConsent: build.query<ConsentStatus, void>({
      query: () => '/privacy/consent',
      transformResponse: data<ConsentStatus>,
    }),
    getMyDataExports: build.query<DataExport[], void>({
      query: () => '/privacy/exports',
      transformResponse: data<DataExport[]>,
      providesTags: ['DataExports'],
    }),
    // Asked again also after a refusal: a 409 means one is pending that the list may not show yet.
    requestMyDataExport: build.mutation<DataExport, void>({
      query: () => ({ url: '/privacy/exports', method: 'POST' }),
      transformResponse: data<DataExport>,
      invalidatesTags: ['DataExports'],
    }),
    getMyErasurePreview: build.query<ErasurePreview, void>({
      query: () => '/privacy/erasure',
      transformResponse: data<ErasurePreview>,
    }),
    eraseMyAccount: build.mutation<ErasureResult, ErasurePayload>({
      query: (body) => ({ url: '/privacy/erasure', method: 'POST', body }),
      transformResponse: data<ErasureResult>,
    }),
  }),
});

export const {
  useGetMyConsentQuery,
  useGetMyDataExportsQuery,
  useRequestMyDataExportMutation,
  useGetMyErasurePreviewQuery,
  useEraseMyAccountMutation,
} = myPrivacyApi;
