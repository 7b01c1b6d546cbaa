import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { TransportBaseQuery, TransportExtraOptions } from '@gcw/shared';

/** What the transport answers: the RTK Query baseQuery contract, `{ data }` or `{ error }`. */
export type TransportAnswer =
  { data: unknown } | { error: { status: number | string; data?: unknown; error?: string } };

export type RouteAnswer = TransportAnswer | ((args: FetchArgs) => TransportAnswer);

/** `{ Data }` envelope, as every JSON answer of the API. */
export const ok = (data: unknown): TransportAnswer => ({ data: { Data: data } });

/** A refusal with the API's human `Message`. */
export const refuse = (
  status: number,
  message: string,
  /** More fields of the error body, e.g. `Reason`. */
  extra: Record<string, string> = {},
): TransportAnswer => ({
  error: { status, data: { Message: message, ...extra } },
});

/** Files and exports come as absolute URLs of the API (jsdom's page is http://localhost). */
const ABSOLUTE = /^http:\/\/localhost(?=\/)/;

function keyOf(request: FetchArgs): string {
  return `${(request.method ?? 'GET').toUpperCase()} ${request.url.replace(ABSOLUTE, '')}`;
}

/**
 * A jest.fn transport keyed by "METHOD /path" (query params apart). Unknown routes answer 404 so
 * a test that forgot a route fails loudly. Every admin call must ask for the admin base.
 */
export function createTransportMock(routes: Record<string, RouteAnswer> = {}) {
  const table = { ...routes };
  const fn = jest.fn(
    (args: string | FetchArgs, _api: unknown, extraOptions: TransportExtraOptions | undefined) => {
      const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
      // A file or an export names the whole path; every other call must ask for the admin base.
      if (extraOptions?.base !== 'admin' && !ABSOLUTE.test(request.url))
        return {
          error: { status: 500, data: { Message: `Not an admin call: ${keyOf(request)}` } },
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
