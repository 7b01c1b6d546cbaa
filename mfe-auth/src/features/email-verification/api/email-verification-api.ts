import type { ApiEnvelope, VerifyEmailData, VerifyEmailPayload } from '@gcw/shared';
import { api } from '@gcw/shared';

/**
 * 'Account' is the tag of GET /profile/account (the dashboard's verification banner); adding it
 * here rather than to the shared API_TAGS keeps the shared contract unchanged.
 */
const accountTagged = api.enhanceEndpoints({ addTagTypes: ['Account'] });

/** POST /auth/email/verify (no sign-in needed) and POST /auth/email/resend (signed in). */
export const emailVerificationApi = accountTagged.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<VerifyEmailData, VerifyEmailPayload>({
      query: (body) => ({ url: '/auth/email/verify', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<VerifyEmailData>) => response.Data,
      // A changed address replaces the old one: the profile carries the e-mail too.
      invalidatesTags: ['Account', 'Profile'],
    }),
    resendVerification: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/email/resend', method: 'POST' }),
    }),
  }),
});

export const { useVerifyEmailMutation, useResendVerificationMutation } = emailVerificationApi;
