import type { AccountStatus, ApiEnvelope, ChangeEmailPayload } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** A tag of its own, added here and not to the shared API_TAGS (that would be a contract release). */
const tagged = api.enhanceEndpoints({ addTagTypes: ['Account'] });

/**
 * GET /profile/account, POST /auth/email/resend and POST /profile/email. Endpoint names are
 * unique across the remotes: they all inject into the one shared `api` slice.
 */
export const accountApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getAccountStatus: build.query<AccountStatus, void>({
      query: () => '/profile/account',
      transformResponse: (response: ApiEnvelope<AccountStatus>) => response.Data,
      providesTags: ['Account'],
    }),
    requestVerificationMail: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/email/resend', method: 'POST' }),
    }),
    changeEmail: build.mutation<unknown, ChangeEmailPayload>({
      query: (body) => ({ url: '/profile/email', method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const {
  useGetAccountStatusQuery,
  useRequestVerificationMailMutation,
  useChangeEmailMutation,
} = accountApi;
