import { MESSAGES, PATHS, track } from '@gcw/shared';
import type { AppDispatch, RootState } from '@gcw/shared/store';
import { selectRefreshToken, selectUser, sessionApi, sessionEnded } from '@gcw/shared/store';

import type { Notifier } from './notifier';

/**
 * R4.6 logout: the refresh family is revoked on the server, then user, tokens, stored
 * session, events and team id are cleared and the user returns to /. The device is always
 * signed out; when the server could not revoke the session the user is told.
 */
export async function logout(
  dispatch: AppDispatch,
  getState: () => RootState,
  navigate: (path: string) => void | Promise<void>,
  notifier: Notifier,
) {
  const state = getState();
  const user = selectUser(state);
  const refreshToken = selectRefreshToken(state);
  let revoked = true;
  try {
    if (refreshToken) {
      const request = dispatch(
        sessionApi.endpoints.logout.initiate({ refresh_token: refreshToken }),
      );
      const result = await request;
      const status = result.error && 'status' in result.error ? result.error.status : undefined;
      revoked = !result.error || status === 401;
    }
  } catch {
    revoked = false;
  }
  try {
    if (user) track('logout', { user_id: user.id });
    // Home first, then end the session: ended on a protected page, its guard would send the
    // user to login with a redirect back instead of to / (R4.6).
    await navigate(PATHS.home);
    dispatch(sessionEnded());
  } catch (error) {
    notifier.error(MESSAGES.logoutFailed, error instanceof Error ? error.message : undefined);
    return false;
  }
  if (revoked) {
    notifier.success(MESSAGES.logoutSuccess);
    return true;
  }
  notifier.error(
    MESSAGES.logoutFailed,
    'Sesi di perangkat ini sudah dihapus, tetapi server belum mengonfirmasi.',
  );
  return false;
}
