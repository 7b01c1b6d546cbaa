import type { ApiEnvelope, SetupChecklist } from '@gcw/shared';
import { api } from '@gcw/shared/store';

const TAG = { type: 'Admin', id: 'SETUP' } as const;

/** GET /api/v1/admin/setup and POST /api/v1/admin/setup/test-mail: the first-run set-up checklist. */
export const setupApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSetupChecklist: build.query<SetupChecklist, void>({
      query: () => '/setup',
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<SetupChecklist>) => response.Data,
      // A saved setting changes the list: the settings page invalidates its own tag.
      providesTags: [TAG, { type: 'Admin', id: 'SETTINGS' }],
    }),
    sendTestMail: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/setup/test-mail', method: 'POST' }),
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<{ message: string }>) => response.Data,
      invalidatesTags: [TAG],
    }),
  }),
});

export const { useGetSetupChecklistQuery, useSendTestMailMutation } = setupApi;
