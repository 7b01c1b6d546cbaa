import type { RegistrationPayload } from '@gcw/shared';
import { PATHS } from '@gcw/shared';
import { errorMessage, fieldErrors } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useRegisterMutation } from '../api/register-api';

export const REGISTER_TEXTS = {
  success: 'Akun berhasil dibuat. Silakan masuk.',
  emailTaken: 'Email sudah terdaftar. Silakan masuk atau gunakan email lain.',
  failed: 'Pendaftaran gagal. Silakan coba lagi.',
} as const;

export interface RegisterOutcome {
  /** Messages to show under the fields, keyed by field name. */
  fields: Record<string, string>;
}

/** Creates the account; on success the user goes on to sign in with the e-mail filled in. */
export function useRegister() {
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (payload: RegistrationPayload): Promise<RegisterOutcome> => {
      setError(null);
      const result = await register(payload);
      if (!('error' in result)) {
        enqueueSnackbar(REGISTER_TEXTS.success, { variant: 'success' });
        // The redirect query travels on, so sign-in still returns to the page asked for.
        navigate(`${PATHS.login}${location.search}`, { state: { email: payload.email } });
        return { fields: {} };
      }
      const status = (result.error as { status?: unknown }).status;
      const fields = { ...fieldErrors(result.error) };
      // 409 is the API's answer for an e-mail in use; a 400 may say so in its Message instead.
      const message =
        status === 409
          ? REGISTER_TEXTS.emailTaken
          : errorMessage(result.error, REGISTER_TEXTS.failed);
      if (status === 409) fields.email = REGISTER_TEXTS.emailTaken;
      setError(message);
      enqueueSnackbar(message, { variant: 'error' });
      return { fields };
    },
    [enqueueSnackbar, location.search, navigate, register],
  );

  return { submit, busy: isLoading, error };
}
