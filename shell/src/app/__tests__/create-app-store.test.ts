import {
  selectAccessToken,
  selectEventStatus,
  selectIsLoggedIn,
  selectRefreshToken,
  selectTeamId,
  selectUser,
  SESSION_STORAGE_KEY,
} from '@gcw/shared/store';
import { waitFor } from '@testing-library/react';

import { eventsData, makeSession, participantUser } from '../../test-utils/fixtures';
import { makeAppStore, stubTransport, urlOf } from '../../test-utils/test-store';

/** Lets every pending promise and zero-delay timer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => window.localStorage.clear());

describe('createAppStore', () => {
  it('restores the stored session and fetches the events once', async () => {
    const transport = stubTransport(eventsData({ hackathon: 'Stage-1', cp: 'Registered' }, 5));
    const store = makeAppStore({ session: makeSession(), transport });

    expect(selectUser(store.getState())).toEqual(participantUser);
    expect(selectAccessToken(store.getState())).toBe('old');
    expect(selectRefreshToken(store.getState())).toBe('r1');
    expect(selectIsLoggedIn(store.getState())).toBe(true);

    await waitFor(() => expect(selectTeamId(store.getState())).toBe(5));
    expect(selectEventStatus(store.getState(), 'Hackathon')).toBe('Stage-1');
    expect(selectEventStatus(store.getState(), 'Competitive Programming')).toBe('Registered');
    await settle();
    expect(transport).toHaveBeenCalledTimes(1);
    expect(urlOf(transport.mock.calls[0]![0])).toBe('/profile/events');
  });

  it('does not sign in a stored user with id 0 and fetches nothing', async () => {
    const transport = stubTransport();
    const store = makeAppStore({
      session: makeSession({ ...participantUser, id: 0 }),
      transport,
    });
    await settle();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(transport).not.toHaveBeenCalled();
  });

  it('starts signed out with nothing stored and fetches nothing', async () => {
    const transport = stubTransport();
    const store = makeAppStore({ transport });
    await settle();
    expect(selectUser(store.getState())).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().session.events.map((event) => event.status)).toEqual([
      'Unregistered',
      'Unregistered',
      'Unregistered',
    ]);
    expect(transport).not.toHaveBeenCalled();
  });

  it.each([
    ['broken JSON', '{"user":'],
    ['a session without tokens', JSON.stringify({ user: participantUser })],
    [
      'a session without a user id',
      JSON.stringify({ user: {}, access_token: 'a', refresh_token: 'b' }),
    ],
  ])('ignores %s in storage', async (_label, raw) => {
    const transport = stubTransport();
    window.localStorage.setItem(SESSION_STORAGE_KEY, raw);
    const store = makeAppStore({ transport, keepStorage: true });
    await settle();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(transport).not.toHaveBeenCalled();
  });
});
