import { configureStore } from '@reduxjs/toolkit';

import type { AppConfig } from '../config/app-config';
import { DEFAULT_APP_CONFIG } from '../config/app-config';
import { api } from '../store/api';
import { initialLayoutState } from '../store/layout-slice';
import type { RootState } from '../store/root-reducer';
import { rootReducer } from '../store/root-reducer';
import { initialSessionState } from '../store/session-slice';
import type { TransportBaseQuery } from '../store/transport';

export interface TestStoreOptions {
  /** The shell's transport stand-in: resolves `{ data }` or `{ error }` (the RTK Query baseQuery contract). */
  transport: TransportBaseQuery;
  config?: Partial<AppConfig>;
  session?: Partial<RootState['session']>;
  layout?: Partial<RootState['layout']>;
}

/** A store built like the shell's: the one root reducer, the `api` middleware, the transport as thunk extra. */
export function createTestStore({
  transport,
  config = {},
  session = {},
  layout = {},
}: TestStoreOptions) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      config: { ...DEFAULT_APP_CONFIG, ...config },
      session: { ...initialSessionState, ...session },
      layout: { ...initialLayoutState, ...layout },
    } as Partial<RootState>,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { transport } },
        // Dev-only checks that slow every action down in a busy test run.
        serializableCheck: false,
        immutableCheck: false,
      }).concat(api.middleware),
  });
}

export type TestStore = ReturnType<typeof createTestStore>;
