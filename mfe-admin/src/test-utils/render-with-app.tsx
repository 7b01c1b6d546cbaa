import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders, createTestStore } from '@gcw/shared/testing';
import type { ReactElement } from 'react';
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
 * Renders an admin page the way the shell does (the shared test store and providers: one root
 * reducer, the `api` middleware, the transport as thunk extra, theme, snackbars), inside a
 * router, signed in as an admin.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const mock = createTransportMock(options.routes);
  const store = createTestStore({
    transport: mock.transport,
    session: { user: ADMIN, accessToken: 'access-token', refreshToken: 'refresh-token' },
  });
  const result = render(
    <TestProviders store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        {ui}
        <SearchProbe />
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...result, store, transport: mock, user: userEvent.setup({ delay: null }) };
}
