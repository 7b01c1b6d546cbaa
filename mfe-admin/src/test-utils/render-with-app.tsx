import { ThemeProvider } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, initialSessionState, rootReducer, theme } from '@gcw/shared';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { ADMIN } from './fixtures';
import type { RouteAnswer } from './transport-mock';
import { createTransportMock } from './transport-mock';

interface RenderOptions {
  /** The URL the router starts at (with its query: filters live there). */
  route?: string;
  /** Transport answers keyed by "METHOD /path". */
  routes?: Record<string, RouteAnswer>;
}

/** Shows the current URL query so tests can assert that filters are kept in the URL. */
function SearchProbe() {
  return <div data-testid="url-search">{useLocation().search}</div>;
}

/**
 * Renders an admin page the way the shell does: the one root reducer, the `api` middleware, a
 * transport as thunk extra, a router, a snackbar provider and the theme, signed in as an admin.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const mock = createTransportMock(options.routes);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: {
        ...initialSessionState,
        user: ADMIN,
        accessToken: 'access-token',
        refreshToken: 'refresh-token',
      },
    },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { transport: mock.transport } },
        // Dev-only checks that slow every action down in a busy test run.
        immutableCheck: false,
        serializableCheck: false,
      }).concat(api.middleware),
  });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <SnackbarProvider>
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            {ui}
            <SearchProbe />
          </MemoryRouter>
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, transport: mock, user: userEvent.setup({ delay: null }) };
}
