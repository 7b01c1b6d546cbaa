import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { TransportBaseQuery, TransportRequestOptions } from '@gcw/shared';

import { ScriptedUploads } from './scripted-uploads';

/** What the transport answers: the RTK Query baseQuery contract, `{ data }` or `{ error }`. */
export type TransportAnswer =
  { data: unknown } | { error: { status: number | string; data?: unknown; error?: string } };

/** A route answer: fixed, or computed from the request (to inspect bodies or vary by call). */
export type RouteAnswer = TransportAnswer | ((args: FetchArgs) => TransportAnswer);

/** `{ Data }` envelope, as every JSON answer of the API. */
export const ok = (data: unknown): TransportAnswer => ({ data: { Data: data } });

/** A refusal with the API's human `Message` (and optional per-field `Errors`). */
export const refuse = (
  status: number,
  message: string,
  errors?: Record<string, string>,
): TransportAnswer => ({
  error: { status, data: errors ? { Message: message, Errors: errors } : { Message: message } },
});

/** Files and uploads come as absolute URLs of the API (jsdom's page is http://localhost). */
function pathOf(url: string): string {
  return url.replace(/^http:\/\/localhost(?=\/)/, '');
}

function keyOf(args: string | FetchArgs): string {
  const request = typeof args === 'string' ? { url: args } : args;
  return `${(request.method ?? 'GET').toUpperCase()} ${pathOf(request.url)}`;
}

/**
 * A jest.fn transport keyed by "METHOD /path". Unknown routes answer 404 so a test that forgot
 * a route fails loudly instead of hanging.
 */
export function createTransportMock(routes: Record<string, RouteAnswer> = {}) {
  const table = { ...routes };
  const fn = jest.fn(
    (args: string | FetchArgs, _api?: unknown, options?: TransportRequestOptions) => {
      const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
      if (request.body instanceof FormData) {
        return ScriptedUploads.take(
          { ...request, url: pathOf(request.url) },
          options?.onUploadProgress,
        );
      }
      const answer = table[keyOf(args)];
      if (!answer)
        return { error: { status: 404, data: { Message: `No mock for ${keyOf(args)}` } } };
      return typeof answer === 'function' ? answer(request) : answer;
    },
  );
  const transport = fn as unknown as TransportBaseQuery;
  return {
    transport,
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
  };
}
