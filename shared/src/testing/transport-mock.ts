import type { FetchArgs } from '@reduxjs/toolkit/query';

import type { TransportRequestOptions } from '../store/authorized-request';
import type { TransportBaseQuery } from '../store/transport';

/** What the transport answers: the RTK Query baseQuery contract, `{ data }` or `{ error }`. */
export type TransportAnswer =
  { data: unknown } | { error: { status: number | string; data?: unknown; error?: string } };

/**
 * A route answer: fixed, or computed from the request (to inspect bodies or vary by call), at
 * once or later (a promise the test resolves, for a slow API).
 */
export type RouteAnswer =
  TransportAnswer | ((args: FetchArgs) => TransportAnswer | Promise<TransportAnswer>);

/** `{ Data }` envelope, as every JSON answer of the API. */
export const ok = (data: unknown): TransportAnswer => ({ data: { Data: data } });

/** A refusal with the API's human `Message` and any more fields of its body (`Reason`, `Errors`). */
export const refuse = (
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): TransportAnswer => ({ error: { status, data: { Message: message, ...extra } } });

export interface TransportMockOptions {
  /**
   * Every call must name this API base (an admin page's calls ask for `admin`); a file or an
   * export, which names its whole URL, is exempt. A call to another base answers 500.
   */
  requireBase?: 'admin';
  /** Answers the calls with a form body (uploads), with the progress callback the page gave. */
  onUpload?: (
    request: FetchArgs,
    onProgress: ((percent: number) => void) | undefined,
  ) => Promise<TransportAnswer>;
}

/** Files, exports and uploads come as absolute URLs of the API (jsdom's page is http://localhost). */
const ABSOLUTE = /^http:\/\/localhost(?=\/)/;

function keyOf(request: FetchArgs): string {
  return `${(request.method ?? 'GET').toUpperCase()} ${request.url.replace(ABSOLUTE, '')}`;
}

/**
 * The shell's transport, as a jest.fn keyed by "METHOD /path" (query params apart). Unknown
 * routes answer 404 so a test that forgot a route fails loudly instead of hanging.
 */
export function createTransportMock(
  routes: Record<string, RouteAnswer> = {},
  options: TransportMockOptions = {},
) {
  const table = { ...routes };
  const fn = jest.fn(
    (args: string | FetchArgs, _api?: unknown, extra?: TransportRequestOptions) => {
      const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
      if (options.onUpload && request.body instanceof FormData) {
        return options.onUpload(
          { ...request, url: request.url.replace(ABSOLUTE, '') },
          extra?.onUploadProgress,
        );
      }
      if (options.requireBase && extra?.base !== options.requireBase && !ABSOLUTE.test(request.url))
        return {
          error: {
            status: 500,
            data: { Message: `Not an ${options.requireBase} call: ${keyOf(request)}` },
          },
        };
      const answer = table[keyOf(request)];
      if (!answer)
        return { error: { status: 404, data: { Message: `No mock for ${keyOf(request)}` } } };
      return typeof answer === 'function' ? answer(request) : answer;
    },
  );
  return {
    transport: fn as unknown as TransportBaseQuery,
    fn,
    /** Adds or replaces a route while the test runs. */
    set(key: string, answer: RouteAnswer) {
      table[key] = answer;
    },
    /** Every request sent to a route, in order. */
    callsTo(key: string): FetchArgs[] {
      return fn.mock.calls
        .map(([args]) => (typeof args === 'string' ? { url: args } : args))
        .filter((request) => keyOf(request) === key);
    },
    /** The query params of the last call to a route. */
    lastParams(key: string): Record<string, unknown> | undefined {
      const calls = this.callsTo(key);
      return calls[calls.length - 1]?.params as Record<string, unknown> | undefined;
    },
  };
}

export type TransportMock = ReturnType<typeof createTransportMock>;
