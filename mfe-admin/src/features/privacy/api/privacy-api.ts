import type {
  AdminErasurePayload,
  ApiEnvelope,
  ErasureResult,
  RetentionOverview,
  RetentionRun,
} from '@gcw/shared/contract';
import { api } from '@gcw/shared/store';

const admin = { base: 'admin' } as const;
const data = <T>(response: ApiEnvelope<T>) => response.Data;
const RETENTION = { type: 'Admin', id: 'RETENTION' } as const;

/**
 * /api/v1/admin/privacy (privacy.manage): the retention periods and the job's runs, running the
 * job now, and erasing an account on a request received by mail.
 */
export const adminPrivacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRetentionOverview: build.query<RetentionOverview, void>({
      query: () => '/privacy/retention',
      extraOptions: admin,
      transformResponse: data<RetentionOverview>,
      providesTags: [RETENTION],
    }),
    // Both calls below remove accounts, files and rows that nearly every admin list shows
    // (users, teams, seminar, figures, audit log): every admin query is asked again.
    runRetention: build.mutation<RetentionRun, void>({
      query: () => ({ url: '/privacy/retention/run', method: 'POST' }),
      extraOptions: admin,
      transformResponse: data<RetentionRun>,
      invalidatesTags: ['Admin'],
    }),
    eraseAccount: build.mutation<ErasureResult, AdminErasurePayload>({
      query: (body) => ({ url: '/privacy/erasures', method: 'POST', body }),
      extraOptions: admin,
      transformResponse: data<ErasureResult>,
      invalidatesTags: ['Admin'],
    }),
  }),
});

export const { useGetRetentionOverviewQuery, useRunRetentionMutation, useEraseAccountMutation } =
  adminPrivacyApi;
