import type { FetchArgs } from '@reduxjs/toolkit/query';

type Answer = { data: unknown } | { error: { status: number | string; data?: unknown } };

/** A transport keyed by "METHOD /path"; an unknown route answers 404 so a test fails loudly. */
export function routeTransport(routes: Record<string, Answer | ((args: FetchArgs) => Answer)>) {
  return jest.fn((args: string | FetchArgs) => {
    const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
    const key = `${(request.method ?? 'GET').toUpperCase()} ${request.url}`;
    const answer = routes[key];
    if (!answer) return { error: { status: 404, data: { Message: `No answer for ${key}` } } };
    return typeof answer === 'function' ? answer(request) : answer;
  });
}

/** The requests a transport mock received for "METHOD /path". */
export function callsTo(transport: jest.Mock, key: string): FetchArgs[] {
  return transport.mock.calls
    .map(([args]) => (typeof args === 'string' ? { url: args } : (args as FetchArgs)))
    .filter((request) => `${(request.method ?? 'GET').toUpperCase()} ${request.url}` === key);
}

/** A refused account link (400 with `Reason`), as the API answers it. */
export function refusedLink(reason: string) {
  return {
    error: { status: 400, data: { Message: 'Tautan tidak dapat dipakai', Reason: reason } },
  };
}
