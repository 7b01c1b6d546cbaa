import type { AdminEventSettings, ApiEnvelope, SettingsSection } from '@gcw/shared';
import { api } from '@gcw/shared/store';

const TAG = { type: 'Admin', id: 'SETTINGS' } as const;

/** GET /api/v1/admin/settings and PUT /api/v1/admin/settings/{section}. */
export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<AdminEventSettings, void>({
      query: () => '/settings',
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<AdminEventSettings>) => response.Data,
      providesTags: [TAG],
    }),
    saveSettingsSection: build.mutation<
      AdminEventSettings,
      { section: SettingsSection; body: object }
    >({
      query: ({ section, body }) => ({ url: `/settings/${section}`, method: 'PUT', body }),
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<AdminEventSettings>) => response.Data,
      invalidatesTags: [TAG],
    }),
  }),
});

export const { useGetAdminSettingsQuery, useSaveSettingsSectionMutation } = adminSettingsApi;
