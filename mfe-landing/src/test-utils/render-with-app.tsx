import { ThemeProvider } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import type { AppConfig, RootState, TransportBaseQuery } from '@gcw/shared';
import {
  api,
  DEFAULT_APP_CONFIG,
  initialLayoutState,
  initialSessionState,
  rootReducer,
  theme,
} from '@gcw/shared';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

interface RenderOptions {
  /** Where the router starts, e.g. '/auth/login?redirect=%2Fdashboard%2Fseminar', or with state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The path pattern the page is mounted on; any other path renders the location probe. */
  path?: string;
  config?: Partial<AppConfig>;
  session?: Partial<RootState['session']>;
  layout?: Partial<RootState['layout']>;
  /** The shell's transport stand-in: resolve `{ data }` or `{ error }` (RTK Query baseQuery). */
  transport?: jest.Mock;
}

/** Shows where the app navigated to, so tests can assert redirects by text. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page the way the shell does: one real store, theme, snackbar context and router. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path = '/', config = {}, session = {}, layout = {} } = options;
  const transport =
    options.transport ?? jest.fn(() => ({ error: { status: 500, data: { Message: 'unset' } } }));
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      config: { ...DEFAULT_APP_CONFIG, ...config },
      session: { ...initialSessionState, ...session },
      layout: { ...initialLayoutState, ...layout },
    } as Partial<RootState>,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { transport: transport as unknown as TransportBaseQuery } },
        serializableCheck: false,
        immutableCheck: false,
      }).concat(api.middleware),
  });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <SnackbarProvider maxSnack={4}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, transport };
}
