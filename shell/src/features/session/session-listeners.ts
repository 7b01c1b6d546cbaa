import { API_TIMEOUT_MS, MESSAGES } from '@gcw/shared';
import type { AppDispatch, RootState } from '@gcw/shared/store';
import {
  api,
  clearStoredSession,
  errorMessage,
  eventsLoaded,
  selectAccessToken,
  selectIsLoggedIn,
  selectRefreshToken,
  selectUser,
  sessionApi,
  sessionEnded,
  sessionStarted,
  userUpdated,
  writeStoredSession,
} from '@gcw/shared/store';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { isAnyOf } from '@reduxjs/toolkit';

import type { Notifier } from './notifier';

type Listener = ListenerMiddlewareInstance<RootState, AppDispatch>;

function hasRequestsInFlight(state: RootState) {
  const pending = (entries: Record<string, { status?: string } | undefined>) =>
    Object.values(entries).some((entry) => entry?.status === 'pending');
  return pending(state.api.queries) || pending(state.api.mutations);
}

/** Fetches the events (R4.5: on load when logged in, and whenever login becomes true). */
export async function fetchEvents(dispatch: AppDispatch, notifier: Notifier) {
  const request = dispatch(
    sessionApi.endpoints.getEvents.initiate(undefined, { forceRefetch: true }),
  );
  const result = await request;
  request.unsubscribe();
  if (result.error) notifier.error(eventsErrorMessage(result.error));
}

/**
 * R8.8: the API's `Message` when the server sent one; any other failure (network, timeout,
 * an answer without a Message) is unexpected and shows 'Failed to fetch events', never a raw
 * JavaScript error text.
 */
function eventsErrorMessage(error: unknown) {
  const data = (error as { data?: unknown } | null | undefined)?.data;
  return errorMessage({ data }, MESSAGES.eventsFetchFailed);
}

export function registerSessionListeners(listener: Listener, notifier: Notifier) {
  // The session lives in browser storage so a reload restores it (R4.4).
  listener.startListening({
    matcher: isAnyOf(sessionStarted, userUpdated),
    effect: (_action, { getState }) => {
      const state = getState();
      const user = selectUser(state);
      const access = selectAccessToken(state);
      const refresh = selectRefreshToken(state);
      if (user && access && refresh) {
        writeStoredSession({ user, access_token: access, refresh_token: refresh });
      }
    },
  });

  listener.startListening({
    actionCreator: sessionEnded,
    effect: async (_action, { dispatch, getState, condition, delay }) => {
      clearStoredSession();
      // Requests still in flight (those waiting on a failed refresh among them) settle with
      // 'Failed to refresh token'; the cache is dropped only after they have, so their callers
      // see that error rather than an emptied cache.
      if (hasRequestsInFlight(getState())) {
        await condition((_next, state) => !hasRequestsInFlight(state), API_TIMEOUT_MS + 1_000);
      }
      await delay(0);
      dispatch(api.util.resetApiState());
    },
  });

  listener.startListening({
    predicate: (_action, current, previous) =>
      selectIsLoggedIn(current) && !selectIsLoggedIn(previous),
    effect: async (_action, { dispatch }) => {
      await fetchEvents(dispatch, notifier);
    },
  });

  // Whoever refetches the events or the profile, the session reflects the answer.
  listener.startListening({
    matcher: sessionApi.endpoints.getEvents.matchFulfilled,
    effect: (action, { dispatch, getState }) => {
      if (selectIsLoggedIn(getState())) dispatch(eventsLoaded(action.payload));
    },
  });
  listener.startListening({
    matcher: sessionApi.endpoints.getProfile.matchFulfilled,
    effect: (action, { dispatch, getState }) => {
      const user = selectUser(getState());
      if (user && user.id === action.payload.id) dispatch(userUpdated(action.payload));
    },
  });
}
