import { ADMIN_API_BASE_PATH, API_BASE_PATH, API_TIMEOUT_MS, MESSAGES } from '@gcw/shared';
import type {
  RootState,
  TransportBaseQuery,
  TransportError,
  TransportRequestOptions,
} from '@gcw/shared/store';
import { selectAccessToken } from '@gcw/shared/store';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { Mutex } from 'async-mutex';

import { fetchWithUploadProgress } from './fetch-with-upload-progress';
import { refreshSession } from './refresh-session';
import type { RefreshOutcome } from './refresh-session';
import { retryWhileUnavailable } from './retry-unavailable';
import type { RetryOptions } from './retry-unavailable';

export interface TransportOptions {
  /** Origin of the API; empty for the shell's own origin. */
  apiOrigin: string;
  timeoutMs?: number;
  /**
   * Called when a refresh fails (R8.1: go to /); the session ends once what it returns has
   * settled (the navigation home), so the open page's guard never sends the user to login.
   */
  onSessionExpired: () => void | Promise<void>;
  fetchFn?: typeof fetch;
  /** How 503 + Retry-After is waited out (retry-unavailable.ts). */
  retry?: RetryOptions;
}

export const REFRESH_FAILED_ERROR: TransportError = {
  status: 'CUSTOM_ERROR',
  error: MESSAGES.refreshFailed,
  data: { Message: MESSAGES.refreshFailed },
};

/** Calls that must never trigger a refresh: their 401 means wrong credentials, not an old token. */
const NO_REFRESH_PATHS = ['/auth/login', '/auth/refresh-token', '/auth/validate-google-id-token'];

function pathOf(args: string | FetchArgs) {
  return typeof args === 'string' ? args : args.url;
}

/**
 * The shell's transport (R4.7 "Token refresh (single flight)", R7.1, R8.1): base URL, 30 s
 * timeout, Bearer token, a data/error pair and never a throw. Any number of concurrent 401s
 * cause one refresh; the others wait on the mutex and are replayed with the new token. It is
 * the only code that sends the token: JSON endpoints reach it through the `api` slice, files,
 * exports and uploads through `authorizedRequest` (@gcw/shared).
 */
export function createTransport(options: TransportOptions): TransportBaseQuery {
  const timeout = options.timeoutMs ?? API_TIMEOUT_MS;
  const makeRaw = (base: string, fetchFn = options.fetchFn) =>
    fetchBaseQuery({
      baseUrl: `${options.apiOrigin}${base}`,
      timeout,
      fetchFn,
      prepareHeaders: (headers, { getState }) => {
        const token = selectAccessToken(getState() as RootState);
        if (token) headers.set('authorization', `Bearer ${token}`);
        return headers;
      },
    });
  // A 503 with Retry-After reached no API process: waited out and repeated (retry-unavailable.ts).
  const participant = retryWhileUnavailable(makeRaw(API_BASE_PATH), options.retry);
  const admin = retryWhileUnavailable(makeRaw(ADMIN_API_BASE_PATH), options.retry);
  const mutex = new Mutex();
  // What the latest refresh came to, read by the calls that waited for it on the mutex.
  let lastRefresh: RefreshOutcome | null = null;

  return async (args, api, extraOptions) => {
    // An upload that shows its progress goes the same way, only sent by XMLHttpRequest.
    const { onUploadProgress } = (extraOptions ?? {}) as TransportRequestOptions;
    const base = extraOptions?.base === 'admin' ? ADMIN_API_BASE_PATH : API_BASE_PATH;
    const raw = onUploadProgress
      ? retryWhileUnavailable(
          makeRaw(base, fetchWithUploadProgress(onUploadProgress)),
          options.retry,
        )
      : extraOptions?.base === 'admin'
        ? admin
        : participant;
    await mutex.waitForUnlock();
    const tokenUsed = selectAccessToken(api.getState() as RootState);
    let result = await raw(args, api, extraOptions ?? {});
    if (result.error?.status !== 401 || !tokenUsed || NO_REFRESH_PATHS.includes(pathOf(args))) {
      return result;
    }

    if (mutex.isLocked()) {
      await mutex.waitForUnlock();
    } else {
      await mutex.runExclusive(async () => {
        lastRefresh = null;
        // Someone may have refreshed between our request and its 401: then only replay.
        if (selectAccessToken(api.getState() as RootState) !== tokenUsed) return;
        lastRefresh = await refreshSession(participant, api, options.onSessionExpired);
      });
    }

    // The refresh got no answer: the session stays, and each waiting call says why it failed.
    const refreshed = lastRefresh as RefreshOutcome | null;
    if (refreshed?.kind === 'unreachable') return { error: refreshed.error };
    const current = selectAccessToken(api.getState() as RootState);
    if (!current || current === tokenUsed) return { error: REFRESH_FAILED_ERROR };
    result = await raw(args, api, extraOptions ?? {});
    return result;
  };
}
