import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import type { ApiEnvelope, RefreshData, RootState } from '@gcw/shared';
import { selectRefreshToken, sessionEnded, sessionStarted } from '@gcw/shared';

type RawQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

function isRefreshData(value: unknown): value is RefreshData {
  const data = value as Partial<RefreshData> | null | undefined;
  return Boolean(
    data &&
    typeof data.access_token === 'string' &&
    data.access_token &&
    typeof data.refresh_token === 'string' &&
    data.refresh_token &&
    data.user &&
    typeof data.user.id === 'number',
  );
}

/**
 * One refresh attempt. On success the new session is stored; when the refresh fails or returns
 * nothing, `onExpired` runs (the shell goes to /) and then the session ends (SPEC §8): in that
 * order, or the guard of the open page would send the user to login first.
 */
export async function refreshSession(
  raw: RawQuery,
  api: BaseQueryApi,
  onExpired: () => void = () => undefined,
): Promise<boolean> {
  const refreshToken = selectRefreshToken(api.getState() as RootState);
  if (refreshToken) {
    const result = await raw(
      { url: '/auth/refresh-token', method: 'POST', body: { refresh_token: refreshToken } },
      api,
      {},
    );
    const data = (result.data as ApiEnvelope<RefreshData> | undefined)?.Data;
    if (!result.error && isRefreshData(data)) {
      api.dispatch(sessionStarted(data));
      return true;
    }
  }
  onExpired();
  api.dispatch(sessionEnded());
  return false;
}
