import type { ApiEnvelope } from '@gcw/shared';
import type { DoorBundle, DoorSyncData, DoorSyncPayload } from '@gcw/shared/contract';
import { api } from '@gcw/shared/store';

const admin = { base: 'admin' } as const;

/** The roster as downloaded, with its entity tag for the next If-None-Match. */
export interface FetchedBundle {
  bundle: DoorBundle;
  etag: string | null;
}

export const doorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Fetched on the door's own schedule and kept on the phone (not in the store's cache), hence
     * a mutation. A 304 (the `etag` still holds) comes back as an error of status 304.
     */
    doorBundle: build.mutation<FetchedBundle, string | null>({
      query: (etag) => ({
        url: '/door/bundle',
        headers: etag ? { 'If-None-Match': etag } : undefined,
      }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<DoorBundle>, meta) => ({
        bundle: response.Data,
        etag: (meta as { response?: Response } | undefined)?.response?.headers.get('etag') ?? null,
      }),
    }),
    doorSync: build.mutation<DoorSyncData, DoorSyncPayload>({
      query: (body) => ({ url: '/door/sync', method: 'POST', body }),
      extraOptions: admin,
      transformResponse: (response: ApiEnvelope<DoorSyncData>) => response.Data,
      invalidatesTags: [
        { type: 'Admin', id: 'SEMINAR' },
        { type: 'Admin', id: 'SUMMARY' },
      ],
    }),
  }),
});

export const { useDoorBundleMutation, useDoorSyncMutation } = doorApi;
