import type { TransportExtraOptions } from '@gcw/shared/store';
import {
  api,
  readStoredSession,
  selectAccessToken,
  selectIsLoggedIn,
  selectRefreshToken,
  selectUser,
  SESSION_STORAGE_KEY,
} from '@gcw/shared/store';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';

import { callTransport } from '../../../test-utils/call-transport';
import type { RefreshAnswer } from '../../../test-utils/fake-api-server';
import {
  API_ORIGIN,
  fakeApiServer,
  neverAnsweringFetch,
} from '../../../test-utils/fake-api-server';
import { makeSession, participantUser } from '../../../test-utils/fixtures';
import { makeAppStore } from '../../../test-utils/test-store';
import { createTransport } from '../create-transport';

const BASE = `${API_ORIGIN}/api/v1/gcw/resources`;
const ADMIN_BASE = `${API_ORIGIN}/api/v1/admin`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A signed-in store whose access token 'old' has just expired on the server. */
async function expiredSession(refresh: RefreshAnswer = 'tokens') {
  const server = fakeApiServer({ refresh });
  const onSessionExpired = jest.fn();
  const transport = createTransport({
    apiOrigin: API_ORIGIN,
    onSessionExpired,
    fetchFn: server.fetchFn,
  });
  const store = makeAppStore({ session: makeSession(), transport });
  // The events fetch of the restored session goes through first, with the still valid token.
  await waitFor(() => expect(server.callsTo('/profile/events')).toHaveLength(1));
  await settle();
  server.expire('old');
  server.calls.length = 0;
  const call = (args: string | FetchArgs, extraOptions?: TransportExtraOptions) =>
    callTransport(store, transport, args, extraOptions);
  return { server, store, transport, onSessionExpired, call };
}

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    transportProbe: build.query<unknown, number>({ query: (n) => `/probe/${n}` }),
  }),
});

afterEach(() => window.localStorage.clear());

describe('single-flight refresh', () => {
  it('answers 10 concurrent 401s with exactly one refresh and replays all 10', async () => {
    const { server, store, onSessionExpired, call } = await expiredSession();

    const results = await Promise.all(range(10).map((i) => call(`/probe/${i}`)));

    const refreshes = server.callsTo('/auth/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/auth/refresh-token`,
      body: { refresh_token: 'r1' },
    });
    results.forEach((result, i) => {
      expect(result.error).toBeUndefined();
      expect(result.data).toEqual({
        Data: { path: `/api/v1/gcw/resources/probe/${i}`, token: 'new' },
      });
    });
    for (const i of range(10)) {
      expect(server.callsTo(`/probe/${i}`).map((c) => c.authorization)).toEqual([
        'Bearer old',
        'Bearer new',
      ]);
    }
    expect(selectAccessToken(store.getState())).toBe('new');
    expect(selectRefreshToken(store.getState())).toBe('r2');
    expect(readStoredSession()).toEqual(
      makeSession(participantUser, { access: 'new', refresh: 'r2' }),
    );
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does the same for 10 endpoint queries dispatched on the store', async () => {
    const { server, store } = await expiredSession();

    const requests = range(10).map((i) =>
      store.dispatch(probeApi.endpoints.transportProbe.initiate(i)),
    );
    const data = await Promise.all(requests.map((request) => request.unwrap()));
    requests.forEach((request) => request.unsubscribe());

    expect(server.callsTo('/auth/refresh-token')).toHaveLength(1);
    expect(data).toEqual(
      range(10).map((i) => ({ Data: { path: `/api/v1/gcw/resources/probe/${i}`, token: 'new' } })),
    );
  });

  it('lets a request that starts during the refresh wait and use the new token', async () => {
    const { server, call } = await expiredSession();
    const release = server.holdRefresh();
    const first = call('/probe/a');
    await waitFor(() => expect(server.callsTo('/auth/refresh-token')).toHaveLength(1));
    const lateCall = call('/probe/b');
    await settle();
    expect(server.callsTo('/probe/b')).toHaveLength(0);
    release();
    const [late] = await Promise.all([lateCall, first]);
    expect(late.data).toEqual({ Data: { path: '/api/v1/gcw/resources/probe/b', token: 'new' } });
    expect(server.callsTo('/probe/b').map((c) => c.authorization)).toEqual(['Bearer new']);
    expect(server.callsTo('/auth/refresh-token')).toHaveLength(1);
  });

  it('refreshes on the participant API and replays an admin call on the admin API', async () => {
    const { server, call } = await expiredSession();
    const result = await call('/users', { base: 'admin' });
    expect(result.error).toBeUndefined();
    expect(server.callsTo('/auth/refresh-token').map((c) => c.url)).toEqual([
      `${BASE}/auth/refresh-token`,
    ]);
    expect(server.callsTo('/users').map((c) => [c.url, c.authorization])).toEqual([
      [`${ADMIN_BASE}/users`, 'Bearer old'],
      [`${ADMIN_BASE}/users`, 'Bearer new'],
    ]);
  });
});

describe('a failed refresh', () => {
  it.each<[string, RefreshAnswer]>([
    ['answers 401', 'unauthorized'],
    ['answers without tokens', 'no-tokens'],
  ])('that %s rejects every waiting request and ends the session once', async (_label, refresh) => {
    const { server, store, onSessionExpired, call } = await expiredSession(refresh);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();

    const results = await Promise.all(range(10).map((i) => call(`/probe/${i}`)));

    expect(server.callsTo('/auth/refresh-token')).toHaveLength(1);
    for (const result of results) {
      expect(result.data).toBeUndefined();
      expect(result.error).toMatchObject({ error: 'Failed to refresh token' });
    }
    // Nothing is replayed: each request went out once, with the old token.
    expect(server.calls.filter((c) => c.path.includes('/probe/'))).toHaveLength(10);
    expect(selectUser(store.getState())).toBeNull();
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(selectRefreshToken(store.getState())).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('a refresh whose answer never comes', () => {
  it('is asked again with the same token, keeps the session and fails the waiting requests with the network error', async () => {
    const { server, store, onSessionExpired, call } = await expiredSession('network-error');

    const results = await Promise.all(range(3).map((i) => call(`/probe/${i}`)));

    // One refresh and its two retries (refresh-session.ts), all with the token the tab holds.
    const refreshes = server.callsTo('/auth/refresh-token');
    expect(refreshes.map((c) => c.body)).toEqual([
      { refresh_token: 'r1' },
      { refresh_token: 'r1' },
      { refresh_token: 'r1' },
    ]);
    for (const result of results) {
      expect(result.data).toBeUndefined();
      expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    }
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectRefreshToken(store.getState())).toBe('r1');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('a failed refresh while the way home is still loading', () => {
  it('ends the session only once the navigation home has finished', async () => {
    const { store, onSessionExpired, call } = await expiredSession('unauthorized');
    let arrive = () => undefined as void;
    onSessionExpired.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          arrive = resolve;
        }),
    );
    const result = call('/probe/1');
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    await settle();
    // Still signed in while home loads: the open page's guard has nothing to redirect.
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    arrive();
    expect((await result).error).toMatchObject({ error: 'Failed to refresh token' });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});

describe('a failed refresh seen by store queries', () => {
  it("rejects each waiting query with 'Failed to refresh token' before the cache is dropped", async () => {
    const { store } = await expiredSession('unauthorized');

    const requests = range(10).map((i) =>
      store.dispatch(probeApi.endpoints.transportProbe.initiate(i)),
    );
    const outcomes = await Promise.allSettled(requests.map((request) => request.unwrap()));
    requests.forEach((request) => request.unsubscribe());

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        error: 'Failed to refresh token',
      });
    }
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});

describe('requests that never refresh', () => {
  it('passes a 401 without a token straight back', async () => {
    const server = fakeApiServer();
    const onSessionExpired = jest.fn();
    const transport = createTransport({
      apiOrigin: API_ORIGIN,
      onSessionExpired,
      fetchFn: server.fetchFn,
    });
    const store = makeAppStore({ transport });

    const result = await callTransport(store, transport, '/profile/my');

    expect(result.error).toEqual({ status: 401, data: { Message: 'Token expired' } });
    expect(server.callsTo('/auth/refresh-token')).toHaveLength(0);
    expect(server.calls[0]?.authorization).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('passes the 401 of the login call straight back, even with an expired token', async () => {
    const { server, store, onSessionExpired, call } = await expiredSession();
    const result = await call({
      url: '/auth/login',
      method: 'POST',
      body: { email: 'siti@example.test', password: 'wrong-password' },
    });
    expect(result.error).toEqual({ status: 401, data: { Message: 'Invalid email or password' } });
    expect(server.callsTo('/auth/refresh-token')).toHaveLength(0);
    expect(selectAccessToken(store.getState())).toBe('old');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('every request', () => {
  it('carries the Bearer token when logged in', async () => {
    const server = fakeApiServer();
    const transport = createTransport({
      apiOrigin: API_ORIGIN,
      onSessionExpired: jest.fn(),
      fetchFn: server.fetchFn,
    });
    const store = makeAppStore({ session: makeSession(), transport });
    const result = await callTransport(store, transport, '/profile/my');
    expect(result.data).toEqual({
      Data: { path: '/api/v1/gcw/resources/profile/my', token: 'old' },
    });
    expect(server.callsTo('/profile/my')[0]?.authorization).toBe('Bearer old');
  });

  it('goes to <apiOrigin>/api/v1/gcw/resources, or /api/v1/admin for admin calls', async () => {
    const server = fakeApiServer();
    const transport = createTransport({
      apiOrigin: API_ORIGIN,
      onSessionExpired: jest.fn(),
      fetchFn: server.fetchFn,
    });
    const store = makeAppStore({ session: makeSession(), transport });
    await callTransport(store, transport, '/profile/my');
    await callTransport(
      store,
      transport,
      { url: '/users', params: { page: 2 } },
      { base: 'admin' },
    );
    await callTransport(store, transport, '/profile/events', { base: 'participant' });
    expect(server.callsTo('/profile/my')[0]?.url).toBe(`${BASE}/profile/my`);
    expect(server.callsTo('/users')[0]?.url).toBe(`${ADMIN_BASE}/users?page=2`);
    expect(server.calls.map((c) => c.url)).toContain(`${BASE}/profile/events`);
  });

  it('times out after 30 000 ms by default', async () => {
    jest.useFakeTimers();
    try {
      const transport = createTransport({
        apiOrigin: API_ORIGIN,
        onSessionExpired: jest.fn(),
        fetchFn: neverAnsweringFetch(),
      });
      const store = makeAppStore({ transport });
      let settled = false;
      const pending = callTransport(store, transport, '/profile/my').then((result) => {
        settled = true;
        return result;
      });
      await jest.advanceTimersByTimeAsync(29_999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect((await pending).error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends a fetch that never answers in a TIMEOUT_ERROR after timeoutMs', async () => {
    const transport = createTransport({
      apiOrigin: API_ORIGIN,
      timeoutMs: 20,
      onSessionExpired: jest.fn(),
      fetchFn: neverAnsweringFetch(),
    });
    const store = makeAppStore({ transport });
    const result = await callTransport(store, transport, '/profile/my');
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });

  it('returns a data/error pair and never throws', async () => {
    const failing = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const broken = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(
      async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    for (const fetchFn of [failing, broken]) {
      const transport = createTransport({
        apiOrigin: API_ORIGIN,
        onSessionExpired: jest.fn(),
        fetchFn,
      });
      const store = makeAppStore({ transport });
      const result = await callTransport(store, transport, '/profile/my');
      expect(result.data).toBeUndefined();
      expect(result.error).toEqual(
        expect.objectContaining({ status: expect.stringMatching(/^(FETCH|PARSING)_ERROR$/) }),
      );
    }
  });
});
