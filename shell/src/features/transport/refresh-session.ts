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
 * What a refresh came to: new tokens, a session the API ended (401, or an answer without
 * tokens), or no answer at all (the network or the server failed): then the session is kept,
 * since the token may still be good and the API forgives its reuse for a short while.
 */
export type RefreshOutcome =
  { kind: 'refreshed' } | { kind: 'ended' } | { kind: 'unreachable'; error: FetchBaseQueryError };

/** Waits between tries of a refresh whose answer was lost; all within the API's grace (30 s). */
export const REFRESH_RETRY_DELAYS_MS = [300, 1500];

/** Failures that say nothing about the token: the request or its answer was lost on the way. */
function answerLost(error: FetchBaseQueryError): boolean {
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return typeof status === 'number' && status >= 500;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One refresh, or none when another tab has just made it. An answer lost on the way is asked
 * for again with the same token (the API answers a pair of the same family within its grace
 * interval). On success the new session is stored; when the API refuses, `onExpired` runs (the
 * shell goes to /) and, once that navigation has finished, the session ends (R8.1): in that
 * order, or the guard of the open page would send the user to login first (and it did, under
 * load, while home's remote was still loading).
 */
export async function refreshSession(
  raw: RawQuery,
  api: BaseQueryApi,
  onExpired: () => void | Promise<void> = () => undefined,
  retryDelaysMs: readonly number[] = REFRESH_RETRY_DELAYS_MS,
): Promise<RefreshOutcome> {
  return acrossTabs(() => refreshInThisTab(raw, api, onExpired, retryDelaysMs));
}

async function askForPair(raw: RawQuery, api: BaseQueryApi, refreshToken: string) {
  return raw(
    { url: '/auth/refresh-token', method: 'POST', body: { refresh_token: refreshToken } },
    api,
    {},
  );
}

async function refreshInThisTab(
  raw: RawQuery,
  api: BaseQueryApi,
  onExpired: () => void | Promise<void>,
  retryDelaysMs: readonly number[],
): Promise<RefreshOutcome> {
  const adopted = refreshedByAnotherTab(api);
  if (adopted) {
    api.dispatch(sessionStarted(adopted));
    return { kind: 'refreshed' };
  }
  const refreshToken = selectRefreshToken(api.getState() as RootState);
  if (refreshToken) {
    let result = await askForPair(raw, api, refreshToken);
    for (const delay of retryDelaysMs) {
      if (!result.error || !answerLost(result.error) || api.signal.aborted) break;
      await pause(delay);
      result = await askForPair(raw, api, refreshToken);
    }
    const data = (result.data as ApiEnvelope<RefreshData> | undefined)?.Data;
    if (!result.error && isRefreshData(data)) {
      api.dispatch(sessionStarted(data));
      return { kind: 'refreshed' };
    }
    if (result.error && answerLost(result.error))
      return { kind: 'unreachable', error: result.error };
  }
  // The shell's handler bounds its own wait (bootstrap.tsx); a failed navigation still ends it.
  await Promise.resolve(onExpired()).catch(() => undefined);
  api.dispatch(sessionEnded());
  return { kind: 'ended' };
}
