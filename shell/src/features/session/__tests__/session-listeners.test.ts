import type { TransportBaseQuery, TransportError } from '@gcw/shared/store';
import {
  readStoredSession,
  selectEventStatus,
  selectTeamId,
  sessionStarted,
  userUpdated,
} from '@gcw/shared/store';
import { waitFor } from '@testing-library/react';

import { eventsData, makeSession, makeUser, participantUser } from '../../../test-utils/fixtures';
import { fakeNotifier, makeAppStore, stubTransport, urlOf } from '../../../test-utils/test-store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function failingTransport(error: TransportError) {
  return jest.fn<ReturnType<TransportBaseQuery>, Parameters<TransportBaseQuery>>(async () => ({
    error,
  }));
}

afterEach(() => window.localStorage.clear());

describe('login becoming true', () => {
  it('fetches the events exactly once', async () => {
    const transport = stubTransport(eventsData({ cp: 'Stage-2' }, 3));
    const store = makeAppStore({ transport });
    await settle();
    expect(transport).not.toHaveBeenCalled();

    store.dispatch(sessionStarted(makeSession()));
    await waitFor(() => expect(selectTeamId(store.getState())).toBe(3));
    expect(selectEventStatus(store.getState(), 'Competitive Programming')).toBe('Stage-2');

    // A token refresh or a profile update keeps the login state: no new fetch.
    store.dispatch(sessionStarted(makeSession(participantUser, { access: 'new', refresh: 'r2' })));
    store.dispatch(userUpdated(makeUser({ name: 'Siti Baru' })));
    await settle();
    expect(transport).toHaveBeenCalledTimes(1);
    expect(urlOf(transport.mock.calls[0]![0])).toBe('/profile/events');
  });

  it('does not fetch for a user with id 0', async () => {
    const transport = stubTransport();
    const store = makeAppStore({ transport });
    store.dispatch(sessionStarted(makeSession(makeUser({ id: 0 }))));
    await settle();
    expect(transport).not.toHaveBeenCalled();
  });

  it('keeps the session in localStorage', async () => {
    const store = makeAppStore();
    store.dispatch(sessionStarted(makeSession()));
    expect(readStoredSession()).toEqual(makeSession());
    store.dispatch(sessionStarted(makeSession(participantUser, { access: 'new', refresh: 'r2' })));
    expect(readStoredSession()).toEqual(
      makeSession(participantUser, { access: 'new', refresh: 'r2' }),
    );
    await settle();
  });
});

describe('an events failure', () => {
  it('shows the API Message', async () => {
    const notifier = fakeNotifier();
    const transport = failingTransport({
      status: 500,
      data: { Message: 'Layanan sedang sibuk' },
    });
    makeAppStore({ session: makeSession(), transport, notifier });
    await waitFor(() => expect(notifier.error).toHaveBeenCalledTimes(1));
    expect(notifier.error).toHaveBeenCalledWith('Layanan sedang sibuk');
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it.each([
    ['an answer without a Message', { status: 502, data: '<html>Bad gateway</html>' }],
    ['an empty Message', { status: 500, data: { Message: '' } }],
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a timeout', { status: 'TIMEOUT_ERROR', error: 'TimeoutError: signal timed out' }],
  ] as const)("shows 'Failed to fetch events' for %s", async (_label, error) => {
    const notifier = fakeNotifier();
    const store = makeAppStore({ transport: failingTransport(error), notifier });
    store.dispatch(sessionStarted(makeSession()));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledTimes(1));
    expect(notifier.error).toHaveBeenCalledWith('Failed to fetch events');
  });

  it('leaves the events at Unregistered', async () => {
    const notifier = fakeNotifier();
    const store = makeAppStore({
      session: makeSession(),
      transport: failingTransport({ status: 500, data: { Message: 'x' } }),
      notifier,
    });
    await waitFor(() => expect(notifier.error).toHaveBeenCalled());
    expect(selectEventStatus(store.getState(), 'Hackathon')).toBe('Unregistered');
  });
});
