import type { AppDispatch, TransportBaseQuery } from '@gcw/shared/store';
import {
  readStoredSession,
  selectAccessToken,
  selectIsLoggedIn,
  selectRefreshToken,
  selectTeamId,
  selectUser,
  SESSION_STORAGE_KEY,
} from '@gcw/shared/store';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';

import { eventsData, makeSession } from '../../../test-utils/fixtures';
import type { TransportResult } from '../../../test-utils/test-store';
import { fakeNotifier, makeAppStore, urlOf } from '../../../test-utils/test-store';
import { logout } from '../logout';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Events answer Final with team 9; POST /auth/logout answers `logoutResult`. */
function serverTransport(logoutResult: TransportResult) {
  return jest.fn<ReturnType<TransportBaseQuery>, Parameters<TransportBaseQuery>>(async (args) => {
    if (urlOf(args) === '/auth/logout') return logoutResult;
    if (urlOf(args) === '/profile/events') {
      return { data: { Data: eventsData({ hackathon: 'Final', cp: 'Stage-1' }, 9) } };
    }
    return { error: { status: 404, data: { Message: 'Not found' } } };
  });
}

async function signedInStore(logoutResult: TransportResult) {
  const transport = serverTransport(logoutResult);
  const notifier = fakeNotifier();
  const store = makeAppStore({ session: makeSession(), transport, notifier });
  await waitFor(() => expect(selectTeamId(store.getState())).toBe(9));
  const navigate = jest.fn<void, [string]>();
  const run = () => logout(store.dispatch as AppDispatch, store.getState, navigate, notifier);
  return { store, transport, notifier, navigate, run };
}

function expectSignedOut(store: Awaited<ReturnType<typeof signedInStore>>['store']) {
  const state = store.getState();
  expect(selectUser(state)).toBeNull();
  expect(selectAccessToken(state)).toBeNull();
  expect(selectRefreshToken(state)).toBeNull();
  expect(selectIsLoggedIn(state)).toBe(false);
  expect(selectTeamId(state)).toBeNull();
  expect(state.session.events.map((event) => [event.name, event.status])).toEqual([
    ['Seminar', 'Unregistered'],
    ['Hackathon', 'Unregistered'],
    ['Competitive Programming', 'Unregistered'],
  ]);
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(readStoredSession()).toBeNull();
}

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
});
afterEach(() => window.localStorage.clear());

describe('logout', () => {
  it('revokes on the server, clears the session, goes home and says so', async () => {
    const { store, transport, notifier, navigate, run } = await signedInStore({ data: {} });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();

    await expect(run()).resolves.toBe(true);

    const revoke = transport.mock.calls.find(([args]) => urlOf(args) === '/auth/logout');
    expect(revoke?.[0]).toEqual(
      expect.objectContaining<Partial<FetchArgs>>({
        method: 'POST',
        body: { refresh_token: 'r1' },
      }),
    );
    expectSignedOut(store);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(notifier.success).toHaveBeenCalledTimes(1);
    expect(notifier.success).toHaveBeenCalledWith('Successfully log out!');
    expect(notifier.error).not.toHaveBeenCalled();
    expect((window as DataLayerWindow).dataLayer).toContainEqual({ event: 'logout', user_id: 7 });
  });

  it.each([
    ['a server error', { error: { status: 500, data: { Message: 'Internal error' } } }],
    [
      'a network failure',
      { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } },
    ],
  ] as const)(
    "still signs the device out on %s and says 'Failed to log out'",
    async (_label, answer) => {
      const { store, notifier, navigate, run } = await signedInStore(answer);

      await expect(run()).resolves.toBe(false);

      expectSignedOut(store);
      expect(navigate).toHaveBeenCalledWith('/');
      expect(notifier.error).toHaveBeenCalledTimes(1);
      expect(notifier.error.mock.calls[0]?.[0]).toBe('Failed to log out');
      expect(notifier.success).not.toHaveBeenCalled();
    },
  );

  it('goes home before the session ends, so no guard sends the user to login instead', async () => {
    const { store, navigate, run } = await signedInStore({ data: {} });
    const signedInWhenLeaving: boolean[] = [];
    navigate.mockImplementation(() => {
      signedInWhenLeaving.push(selectIsLoggedIn(store.getState()));
    });
    await run();
    expect(signedInWhenLeaving).toEqual([true]);
    expectSignedOut(store);
  });

  it('fetches nothing more once signed out', async () => {
    const { transport, run } = await signedInStore({ data: {} });
    await run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(transport.mock.calls.map(([args]) => urlOf(args))).toEqual([
      '/profile/events',
      '/auth/logout',
    ]);
  });
});
