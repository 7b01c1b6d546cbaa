import type { ApiEnvelope, VerifyEmailData, VerifyEmailPayload } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/**
 * 'Account' is the tag of GET /profile/account (the dashboard's verification banner); adding it
 * here rather than to the shared API_TAGS keeps the shared contract unchanged.
 */
const accountTagged = api.enhanceEndpoints({ addTagTypes: ['Account'] });

/**
 * POST /auth/email/verify (no sign-in needed) and POST /auth/email/resend (signed in). Endpoint
 * names are unique across the remotes: every remote injects into the one shared `api` slice, and
 * a second endpoint of the same name would be ignored (mfe-admin has a `resendVerification`).
 */
export const emailVerificationApi = accountTagged.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<VerifyEmailData, VerifyEmailPayload>({
      query: (body) => ({ url: '/auth/email/verify', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<VerifyEmailData>) => response.Data,
      // A changed address replaces the old one: the profile carries the e-mail too.
      invalidatesTags: ['Account', 'Profile'],
    }),
    resendEmailVerification: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/email/resend', method: 'POST' }),
    }),
  }),
});

export const { useVerifyEmailMutation, useResendEmailVerificationMutation } = emailVerificationApi;
