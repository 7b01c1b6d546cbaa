import type { RegistrationPayload } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** POST /auth/registration (R7.2): 201 on success, 409 (or 400) when the e-mail is taken. */
export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<unknown, RegistrationPayload>({
      query: (body) => ({ url: '/auth/registration', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
