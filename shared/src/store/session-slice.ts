import type { PayloadAction } from '@reduxjs/toolkit';
import { createSelector, createSlice } from '@reduxjs/toolkit';

import type { EventName } from '../contract/event-name';
import { EVENT_NAMES } from '../contract/event-name';
import type { EventStatus } from '../contract/event-status';
import { DEFAULT_EVENT_STATUS, normalizeEventStatus } from '../contract/event-status';
import type { User } from '../contract/user';
import { isAdmin } from '../contract/user';
import type { EventEntry, EventsData, Session, Ticket } from '../contract/wire';

export interface SessionEvent {
  name: EventName;
  status: EventStatus;
  ticket: Ticket | null;
}

export interface SessionState {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  events: SessionEvent[];
  teamId: number | null;
}

/** The default for all three events is Unregistered (R4.2). */
export function defaultEvents(): SessionEvent[] {
  return EVENT_NAMES.map((name) => ({ name, status: DEFAULT_EVENT_STATUS, ticket: null }));
}

/** Keeps the three known events, with every unknown status normalised to Unregistered. */
export function normalizeEvents(
  events: readonly Partial<EventEntry>[] | undefined,
): SessionEvent[] {
  return EVENT_NAMES.map((name) => {
    const entry = events?.find((event) => event?.name === name);
    return { name, status: normalizeEventStatus(entry?.status), ticket: entry?.ticket ?? null };
  });
}

export const initialSessionState: SessionState = {
  user: null,
  accessToken: null,
  refreshToken: null,
  events: defaultEvents(),
  teamId: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A sign-in, a refresh or a restore from storage. */
    sessionStarted: (state, action: PayloadAction<Session>) => {
      state.user = action.payload.user;
      state.accessToken = action.payload.access_token;
      state.refreshToken = action.payload.refresh_token;
    },
    userUpdated: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
    eventsLoaded: (state, action: PayloadAction<Partial<EventsData>>) => {
      state.events = normalizeEvents(action.payload.events);
      state.teamId = action.payload.id_team ?? null;
    },
    /** Logout or a failed refresh: user, tokens, events and team id all go. */
    sessionEnded: () => initialSessionState,
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAccessToken: (state) => state.accessToken,
    selectRefreshToken: (state) => state.refreshToken,
    selectEvents: (state) => state.events,
    selectTeamId: (state) => state.teamId,
    /** Logged in when the stored user id is non-zero (R4.4). */
    selectIsLoggedIn: (state) => Boolean(state.user && state.user.id !== 0),
    selectIsAdmin: (state) => isAdmin(state.user),
  },
});

export const { sessionStarted, userUpdated, eventsLoaded, sessionEnded } = sessionSlice.actions;
export const {
  selectUser,
  selectAccessToken,
  selectRefreshToken,
  selectEvents,
  selectTeamId,
  selectIsLoggedIn,
  selectIsAdmin,
} = sessionSlice.selectors;

export const selectEventStatus = createSelector(
  [selectEvents, (_state: unknown, name: EventName) => name],
  (events, name) => events.find((event) => event.name === name)?.status ?? DEFAULT_EVENT_STATUS,
);
