import type { AdminStats, ApiEnvelope } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** GET /api/v1/admin/stats: every chart of the overview in one answer. */
export const adminStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/stats',
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<AdminStats>) => response.Data,
      providesTags: [{ type: 'Admin', id: 'STATS' }],
    }),
  }),
});

export const { useGetAdminStatsQuery } = adminStatsApi;
