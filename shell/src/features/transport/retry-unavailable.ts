import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';

import { startWaiting } from './server-availability';

type RawQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

export interface RetryOptions {
  /** Longest wait between two tries, whatever Retry-After says. */
  maxDelayMs?: number;
  /** Give up (and answer the 503) after this long. */
  giveUpAfterMs?: number;
}

/** Seconds of a Retry-After header, or null when there is none (then the 503 is final). */
function retryAfterMs(meta: FetchBaseQueryMeta | undefined): number | null {
  const value = meta?.response?.headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * A 503 with Retry-After means the request reached no API process (none up, or starting):
 * repeating it is safe, also for a POST. The call waits and tries again, and the page shows
 * that it does (server-unavailable-notice.tsx), until the server answers or time runs out.
 */
export function retryWhileUnavailable(raw: RawQuery, options: RetryOptions = {}): RawQuery {
  const maxDelay = options.maxDelayMs ?? 5000;
  const giveUpAfter = options.giveUpAfterMs ?? 120_000;
  return async (args, api, extraOptions) => {
    const started = Date.now();
    let result = await raw(args, api, extraOptions);
    let delay = result.error?.status === 503 ? retryAfterMs(result.meta) : null;
    if (delay === null) return result;
    const done = startWaiting();
    try {
      while (delay !== null && !api.signal.aborted && Date.now() - started < giveUpAfter) {
        await sleep(Math.min(Math.max(delay, 250), maxDelay), api.signal);
        if (api.signal.aborted) break;
        result = await raw(args, api, extraOptions);
        delay = result.error?.status === 503 ? retryAfterMs(result.meta) : null;
      }
      return result;
    } finally {
      done();
    }
  };
}
