import type { ForgotPasswordPayload, ResetPasswordPayload } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/**
 * POST /auth/password/forgot (202, the same answer whether or not the address has an account)
 * and POST /auth/password/reset (400 with `Reason` for a refused link, 429 when rate-limited).
 */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<unknown, ForgotPasswordPayload>({
      query: (body) => ({ url: '/auth/password/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<unknown, ResetPasswordPayload>({
      query: (body) => ({ url: '/auth/password/reset', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
