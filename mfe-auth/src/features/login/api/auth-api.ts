import type { ApiEnvelope, EmailLoginPayload, GoogleSignInPayload, SignInData } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** The two sign-in calls of R7.2; both answer `{ Data: { user, access_token, refresh_token } }`. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SignInData, EmailLoginPayload>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<SignInData>) => response.Data,
    }),
    googleSignIn: build.mutation<SignInData, GoogleSignInPayload>({
      query: (body) => ({ url: '/auth/validate-google-id-token', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<SignInData>) => response.Data,
    }),
  }),
});

export const { useLoginMutation, useGoogleSignInMutation } = authApi;
