import type { ErasurePayload } from '@gcw/shared';
import { PATHS, PRIVACY_MESSAGES } from '@gcw/shared';
import { clearStoredSession, sessionEnded, useAppDispatch } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { refusalMessage } from '../../../lib/refusal-message';
import { useEraseMyAccountMutation } from '../api/privacy-api';

/**
 * Sends the erasure; on success signs this device out and goes home. Resolves with the API's
 * refusal (wrong password, missing confirmation, a blocked account) to show in the dialog, or
 * null once the account is gone.
 */
export function useEraseAccount() {
  const [eraseAccount] = useEraseMyAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  return useCallback(
    async (payload: ErasurePayload): Promise<string | null> => {
      const result = await eraseAccount(payload);
      if (result.error) return refusalMessage(result.error, 'Akun gagal dihapus. Coba lagi.');
      // The server has already ended every session of the account, so the logout call would
      // only be refused: the device's copy is all there is to drop. Home first, as the shell's
      // logout does: ended on a signed-in page, its guard would send the student to login.
      await navigate(PATHS.home);
      dispatch(sessionEnded());
      // The shell clears the stored session on sessionEnded; a standalone dashboard has no shell.
      clearStoredSession();
      enqueueSnackbar(PRIVACY_MESSAGES.erasureDone, { variant: 'success' });
      return null;
    },
    [dispatch, enqueueSnackbar, eraseAccount, navigate],
  );
}
