import type { AppConfig } from '@gcw/shared';
import type { AppDispatch, RootState, TransportBaseQuery } from '@gcw/shared/store';
import {
  api,
  initialLayoutState,
  initialSessionState,
  readStoredSession,
  rootReducer,
} from '@gcw/shared/store';
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';

import { registerLayoutListeners } from '../features/layout/layout-listeners';
import { readSidebarCookie } from '../features/layout/sidebar-cookie';
import type { Notifier } from '../features/session/notifier';
import { fetchEvents, registerSessionListeners } from '../features/session/session-listeners';

interface StoreOptions {
  transport: TransportBaseQuery;
  notifier: Notifier;
  config: AppConfig;
}

/** The only store: session restored from storage, sidebar from its cookie. */
export function createAppStore({ transport, notifier, config }: StoreOptions) {
  const listener = createListenerMiddleware<RootState, AppDispatch>();
  const stored = readStoredSession();
  const expanded = readSidebarCookie();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: stored
        ? {
            ...initialSessionState,
            user: stored.user,
            accessToken: stored.access_token,
            refreshToken: stored.refresh_token,
          }
        : initialSessionState,
      layout: {
        ...initialLayoutState,
        sidebarExpanded: expanded ?? initialLayoutState.sidebarExpanded,
      },
      config,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { transport } } })
        .prepend(listener.middleware)
        .concat(api.middleware),
  });
  registerSessionListeners(listener, notifier);
  registerLayoutListeners(listener);
  if (stored && stored.user.id !== 0) void fetchEvents(store.dispatch as AppDispatch, notifier);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
