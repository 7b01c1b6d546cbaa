import type { EventsData, User } from '@gcw/shared';
import type { TransportBaseQuery } from '@gcw/shared/store';
import { api, initialSessionState, normalizeEvents, rootReducer } from '@gcw/shared/store';
import { configureStore } from '@reduxjs/toolkit';

/** Nothing answers: an admin's committee grants stay unknown, so their whole menu shows. */
const silentTransport: TransportBaseQuery = () => ({
  error: { status: 503, data: { Message: 'Tidak ada API dalam tes ini' } },
});

/**
 * A bare store from the shared root reducer, signed in as `user` with `events`; the `api`
 * middleware answers from `transport` (the committee's grants of an admin, for one).
 */
export function makeSessionStore(
  user: User | null,
  events?: EventsData,
  transport: TransportBaseQuery = silentTransport,
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: {
        ...initialSessionState,
        user,
        accessToken: user ? 'token' : null,
        refreshToken: user ? 'refresh' : null,
        events: normalizeEvents(events?.events),
        teamId: events?.id_team ?? null,
      },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { transport } } }).concat(api.middleware),
  });
}
