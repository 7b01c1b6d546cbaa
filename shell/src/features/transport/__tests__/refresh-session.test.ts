import {
  readStoredSession,
  selectAccessToken,
  selectIsLoggedIn,
  selectRefreshToken,
  SESSION_STORAGE_KEY,
} from '@gcw/shared/store';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query';

import { makeSession, participantUser } from '../../../test-utils/fixtures';
import { makeAppStore } from '../../../test-utils/test-store';
import { refreshSession } from '../refresh-session';

type RawQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type RawResult = Awaited<ReturnType<RawQuery>>;

function rawAnswering(result: RawResult) {
  return jest.fn<ReturnType<RawQuery>, Parameters<RawQuery>>(async () => result);
}

function apiOf(store: ReturnType<typeof makeAppStore>): BaseQueryApi {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'probe',
    type: 'query',
  };
}

afterEach(() => window.localStorage.clear());

describe('refreshSession', () => {
  it('posts the refresh token and stores the new session', async () => {
    const store = makeAppStore({ session: makeSession() });
    const raw = rawAnswering({
      data: { Data: { user: participantUser, access_token: 'new', refresh_token: 'r2' } },
    });

    await expect(refreshSession(raw, apiOf(store))).resolves.toEqual({ kind: 'refreshed' });

    expect(raw).toHaveBeenCalledTimes(1);
    expect(raw.mock.calls[0]?.[0]).toEqual({
      url: '/auth/refresh-token',
      method: 'POST',
      body: { refresh_token: 'r1' },
    });
    expect(selectAccessToken(store.getState())).toBe('new');
    expect(selectRefreshToken(store.getState())).toBe('r2');
    expect(readStoredSession()?.access_token).toBe('new');
  });

  it.each<[string, RawResult]>([
    ['a 401', { error: { status: 401, data: { Message: 'Revoked' } } }],
    ['an answer without Data', { data: {} }],
    ['an answer without tokens', { data: { Data: { user: participantUser } } }],
    [
      'an answer with an empty access token',
      { data: { Data: { user: participantUser, access_token: '', refresh_token: 'r2' } } },
    ],
    ['an answer without a user', { data: { Data: { access_token: 'new', refresh_token: 'r2' } } }],
  ])('ends the session on %s', async (_label, result) => {
    const store = makeAppStore({ session: makeSession() });
    await expect(refreshSession(rawAnswering(result), apiOf(store))).resolves.toEqual({
      kind: 'ended',
    });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ends the session without calling the server when there is no refresh token', async () => {
    const store = makeAppStore();
    const raw = rawAnswering({ data: {} });
    await expect(refreshSession(raw, apiOf(store))).resolves.toEqual({ kind: 'ended' });
    expect(raw).not.toHaveBeenCalled();
  });
});

describe('refreshSession when an answer is lost', () => {
  const pair = {
    data: { Data: { user: participantUser, access_token: 'new', refresh_token: 'r2' } },
  };
  const lostOnTheWay: RawResult = { error: { status: 'FETCH_ERROR', error: 'Failed to fetch' } };

  it.each<[string, RawResult]>([
    ['a network failure', lostOnTheWay],
    ['a timeout', { error: { status: 'TIMEOUT_ERROR', error: 'timed out' } }],
    ['a 502 from the host', { error: { status: 502, data: { Message: 'Sambungan terputus' } } }],
  ])('asks again with the same token after %s and keeps the session', async (_label, first) => {
    const store = makeAppStore({ session: makeSession() });
    const raw = jest
      .fn<ReturnType<RawQuery>, Parameters<RawQuery>>()
      .mockResolvedValueOnce(first)
      .mockResolvedValueOnce(pair);

    await expect(refreshSession(raw, apiOf(store), undefined, [0, 0])).resolves.toEqual({
      kind: 'refreshed',
    });

    expect(raw).toHaveBeenCalledTimes(2);
    for (const call of raw.mock.calls)
      expect(call[0]).toMatchObject({ body: { refresh_token: 'r1' } });
    expect(selectRefreshToken(store.getState())).toBe('r2');
  });

  it('keeps the session (and says why) when no answer comes after every retry', async () => {
    const store = makeAppStore({ session: makeSession() });
    const expired = jest.fn();
    const raw = rawAnswering(lostOnTheWay);

    await expect(refreshSession(raw, apiOf(store), expired, [0, 0])).resolves.toEqual({
      kind: 'unreachable',
      error: lostOnTheWay.error,
    });

    expect(raw).toHaveBeenCalledTimes(3);
    expect(expired).not.toHaveBeenCalled();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectRefreshToken(store.getState())).toBe('r1');
  });

  it('does not ask again when the API refused the token', async () => {
    const store = makeAppStore({ session: makeSession() });
    const raw = rawAnswering({
      error: { status: 401, data: { Message: 'Failed to refresh token' } },
    });
    await expect(refreshSession(raw, apiOf(store), undefined, [0, 0])).resolves.toEqual({
      kind: 'ended',
    });
    expect(raw).toHaveBeenCalledTimes(1);
  });
});

describe('refreshSession with several tabs', () => {
  it("takes the tokens another tab stored after its refresh instead of reusing this tab's spent one", async () => {
    const store = makeAppStore({ session: makeSession() });
    const otherTab = {
      user: participantUser,
      access_token: 'from-tab-2',
      refresh_token: 'r-tab-2',
    };
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(otherTab));
    const raw = rawAnswering({ data: { Data: otherTab } });

    await expect(refreshSession(raw, apiOf(store))).resolves.toEqual({ kind: 'refreshed' });

    expect(raw).not.toHaveBeenCalled();
    expect(selectAccessToken(store.getState())).toBe('from-tab-2');
    expect(selectRefreshToken(store.getState())).toBe('r-tab-2');
  });

  it("refreshes itself when the stored session is another user's or the same tokens", async () => {
    const store = makeAppStore({ session: makeSession() });
    const mine = selectRefreshToken(store.getState());
    const someoneElse = {
      user: { ...participantUser, id: participantUser.id + 1 },
      access_token: 'x',
      refresh_token: 'other-user',
    };
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(someoneElse));
    const raw = rawAnswering({
      data: { Data: { user: participantUser, access_token: 'new', refresh_token: 'r2' } },
    });
    await expect(refreshSession(raw, apiOf(store))).resolves.toEqual({ kind: 'refreshed' });
    expect(raw).toHaveBeenCalledWith(
      expect.objectContaining({ body: { refresh_token: mine } }),
      expect.anything(),
      {},
    );
  });
});
