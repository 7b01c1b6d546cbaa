import type { ApiEnvelope, RefreshData } from '@gcw/shared';
import type { RootState } from '@gcw/shared/store';
import {
  readStoredSession,
  selectRefreshToken,
  selectUser,
  sessionEnded,
  sessionStarted,
} from '@gcw/shared/store';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query';

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

/** One refresh at a time across every tab of the browser (Web Locks), where there are locks. */
function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('gcw:session-refresh', work) : work();
}

/**
 * The tokens another tab of the same browser stored after refreshing while this one waited for
 * the lock: the refresh token this tab holds has been used, and using it again would look like
 * theft to the API (reuse detection) and end the session in every tab.
 */
function refreshedByAnotherTab(api: BaseQueryApi): RefreshData | null {
  const state = api.getState() as RootState;
  const stored = readStoredSession();
  const user = selectUser(state);
  if (!stored || !user || stored.user.id !== user.id) return null;
  return stored.refresh_token !== selectRefreshToken(state) ? stored : null;
}

/**
 * One refresh attempt, or none when another tab has just made it. On success the new session is stored; when the refresh fails or returns
 * nothing, `onExpired` runs (the shell goes to /) and, once that navigation has finished, the
 * session ends (R8.1): in that order, or the guard of the open page would send the user to
 * login first (and it did, under load, while home's remote was still loading).
 */
export async function refreshSession(
  raw: RawQuery,
  api: BaseQueryApi,
  onExpired: () => void | Promise<void> = () => undefined,
): Promise<boolean> {
  return acrossTabs(() => refreshInThisTab(raw, api, onExpired));
}

async function refreshInThisTab(
  raw: RawQuery,
  api: BaseQueryApi,
  onExpired: () => void | Promise<void>,
): Promise<boolean> {
  const adopted = refreshedByAnotherTab(api);
  if (adopted) {
    api.dispatch(sessionStarted(adopted));
    return true;
  }
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
  // The shell's handler bounds its own wait (bootstrap.tsx); a failed navigation still ends it.
  await Promise.resolve(onExpired()).catch(() => undefined);
  api.dispatch(sessionEnded());
  return false;
}
