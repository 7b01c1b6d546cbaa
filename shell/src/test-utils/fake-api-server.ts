import type { User } from '@gcw/shared';

import { participantUser } from './fixtures';

export const API_ORIGIN = 'https://api.gcw.test';

export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export type RefreshAnswer = 'tokens' | 'unauthorized' | 'no-tokens' | 'network-error';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fake API behind a `fetchFn`: no network. Access tokens in `valid` get 200; any other gets
 * 401, the n-th 401 after n × 3 ms, so that some arrive while the refresh runs and some after
 * it finished. POST /auth/refresh-token answers per `refresh` after 10 ms (or when the test
 * releases it, see `holdRefresh`) and, on success, makes 'new' valid.
 */
export function fakeApiServer({
  valid = ['old'],
  refresh = 'tokens',
  user = participantUser,
}: { valid?: string[]; refresh?: RefreshAnswer; user?: User } = {}) {
  const validTokens = new Set(valid);
  const calls: RecordedCall[] = [];
  let unauthorizedCount = 0;
  let refreshGate: Promise<void> | null = null;

  const fetchFn = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const authorization = request.headers.get('authorization');
    calls.push({
      method: request.method,
      url: request.url,
      path: url.pathname,
      authorization,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });

    if (url.pathname.endsWith('/auth/refresh-token')) {
      await (refreshGate ?? wait(10));
      if (refresh === 'network-error') throw new TypeError('Failed to fetch');
      if (refresh === 'unauthorized') return json(401, { Message: 'Refresh token revoked' });
      if (refresh === 'no-tokens') return json(200, { Data: { user } });
      validTokens.add('new');
      return json(200, { Data: { user, access_token: 'new', refresh_token: 'r2' } });
    }
    if (url.pathname.endsWith('/auth/login')) {
      return json(401, { Message: 'Invalid email or password' });
    }
    const token = authorization?.replace(/^Bearer /, '');
    if (token && validTokens.has(token)) {
      if (url.pathname.endsWith('/profile/events')) {
        return json(200, { Data: { events: [], id_team: null } });
      }
      return json(200, { Data: { path: url.pathname, token } });
    }
    unauthorizedCount += 1;
    await wait(unauthorizedCount * 3);
    return json(401, { Message: 'Token expired' });
  });

  return {
    fetchFn,
    calls,
    /** The old access token stops working, as when it expires mid-session. */
    expire(token: string) {
      validTokens.delete(token);
    },
    /** The next refresh answers only when the returned function is called. */
    holdRefresh() {
      let release: () => void = () => undefined;
      refreshGate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => release();
    },
    callsTo(suffix: string) {
      return calls.filter((call) => call.path.endsWith(suffix));
    },
  };
}

/** A fetchFn that never answers; it rejects only when the request is aborted. */
export function neverAnsweringFetch() {
  return jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(
    (input) =>
      new Promise<Response>((_resolve, reject) => {
        const { signal } = input as Request;
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
  );
}
