import { ThemeProvider } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@gcw/shared';
import { api, initialSessionState, rootReducer, theme } from '@gcw/shared';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { USER } from './fixtures';
import type { RouteAnswer } from './transport-mock';
import { createTransportMock } from './transport-mock';

interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern the page is mounted at (for `useParams`). */
  path?: string;
  /** Transport answers keyed by "METHOD /path". */
  routes?: Record<string, RouteAnswer>;
  user?: User | null;
}

/** Shows where the app navigated to, so tests can assert on navigation. */
function LocationProbe() {
  return <div data-testid="navigated-to">{useLocation().pathname}</div>;
}

/**
 * Renders a page the way the shell does: the one root reducer, the `api` middleware, a transport
 * as thunk extra, a router, a snackbar provider and the theme.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const mock = createTransportMock(options.routes);
  const user = options.user === undefined ? USER : options.user;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: {
        ...initialSessionState,
        user,
        accessToken: user ? 'access-token' : null,
        refreshToken: user ? 'refresh-token' : null,
      },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { transport: mock.transport } } }).concat(
        api.middleware,
      ),
  });
  const path = options.path ?? '/';
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <SnackbarProvider>
          <MemoryRouter initialEntries={[options.route ?? path]}>
            <Suspense fallback={null}>
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={<LocationProbe />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, transport: mock, user: userEvent.setup({ applyAccept: false }) };
}
