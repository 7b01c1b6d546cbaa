import type {
  ApiEnvelope,
  InstitutionChange,
  InstitutionCreatePayload,
  InstitutionMergePayload,
  InstitutionOption,
  UnmatchedInstitution,
} from '@gcw/shared';
import { api } from '@gcw/shared/store';

const QUEUE = { type: 'Admin', id: 'INSTITUTIONS' } as const;
const admin = { base: 'admin' } as const;

/** /api/v1/admin/institutions: the queue of unmatched names, search, merge and add. */
export const adminInstitutionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnmatchedInstitutions: build.query<UnmatchedInstitution[], void>({
      query: () => '/institutions/unmatched',
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<UnmatchedInstitution[]>) => response.Data,
      providesTags: [QUEUE],
    }),
    searchAdminInstitutions: build.query<InstitutionOption[], string>({
      query: (q) => ({ url: '/institutions', params: { q } }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<InstitutionOption[]>) => response.Data,
      providesTags: [QUEUE],
    }),
    mergeInstitution: build.mutation<InstitutionChange, InstitutionMergePayload>({
      query: (body) => ({ url: '/institutions/merge', method: 'POST', body }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<InstitutionChange>) => response.Data,
      // Profiles and teams change institution: the admin lists show the new names.
      invalidatesTags: [QUEUE, 'Admin'],
    }),
    createInstitution: build.mutation<InstitutionChange, InstitutionCreatePayload>({
      query: (body) => ({ url: '/institutions', method: 'POST', body }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<InstitutionChange>) => response.Data,
      invalidatesTags: [QUEUE, 'Admin'],
    }),
  }),
});

export const {
  useGetUnmatchedInstitutionsQuery,
  useSearchAdminInstitutionsQuery,
  useMergeInstitutionMutation,
  useCreateInstitutionMutation,
} = adminInstitutionsApi;
