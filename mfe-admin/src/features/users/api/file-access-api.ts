import type { ApiEnvelope } from '@gcw/shared';
import type { FileAccessEntry } from '@gcw/shared/contract';
import { api } from '@gcw/shared/store';

/** GET /api/v1/admin/users/{id}/file-access: who opened this student's files, newest first. */
export const fileAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserFileAccess: build.query<FileAccessEntry[], number>({
      query: (id) => `/users/${id}/file-access`,
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<FileAccessEntry[]>) => response.Data,
      // A file opened again (from this panel's own user detail too) shows on the next visit.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetUserFileAccessQuery } = fileAccessApi;
