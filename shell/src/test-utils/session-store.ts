import type { EventsData, User } from '@gcw/shared';
import { initialSessionState, normalizeEvents, rootReducer } from '@gcw/shared/store';
import { configureStore } from '@reduxjs/toolkit';

/** A bare store from the shared root reducer, signed in as `user` with `events`. */
export function makeSessionStore(user: User | null, events?: EventsData) {
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
  });
}
