import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import type { AppConfig } from '../config/app-config';
import type { User } from '../contract/user';
import type { RootState } from '../store/root-reducer';
import type { TransportBaseQuery } from '../store/transport';
import { TestProviders } from './test-providers';
import { createTestStore } from './test-store';
import { createTransportMock } from './transport-mock';
import type { RouteAnswer, TransportMockOptions } from './transport-mock';

export interface RenderOptions extends TransportMockOptions {
  /** Where the router starts, e.g. '/auth/login?redirect=%2Fdashboard%2Fseminar', or with state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The path pattern the page is mounted on (`*`: every path); any other path shows the probe. */
  path?: string;
  /** Transport answers keyed by "METHOD /path" (see `createTransportMock`). */
  routes?: Record<string, RouteAnswer>;
  /** A transport of the test's own instead of the route table. */
  transport?: jest.Mock;
  /** Signed in as this user (with tokens), or signed out with `null`. */
  user?: User | null;
  session?: Partial<RootState['session']>;
  config?: Partial<AppConfig>;
  layout?: Partial<RootState['layout']>;
  /** Options of `userEvent.setup`. */
  userEvent?: Parameters<typeof userEvent.setup>[0];
}

/** Shows where the app navigated to (path and query), so tests can assert redirects by text. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="current location" data-testid="navigated-to">
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** The current query, beside the page, so tests see filters kept in the URL. */
function SearchProbe() {
  return <div data-testid="url-search">{useLocation().search}</div>;
}

function sessionOf(options: RenderOptions): Partial<RootState['session']> | undefined {
  if (options.user === undefined) return options.session;
  const user = options.user;
  return {
    user,
    accessToken: user ? 'access-token' : null,
    refreshToken: user ? 'refresh-token' : null,
    ...options.session,
  };
}

/**
 * The one test harness of every app: renders a page the way the shell does (one real store with
 * the `api` middleware and the transport as thunk extra, theme, snackbars, a router), with the
 * transport answering from a route table.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', config, layout } = options;
  const mock = createTransportMock(options.routes, options);
  const transport = (options.transport ?? mock.transport) as unknown as TransportBaseQuery;
  const store = createTestStore({ transport, config, session: sessionOf(options), layout });
  const route = options.route ?? (path.includes(':') || path === '*' ? '/' : path);
  const result = render(
    <TestProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </Suspense>
        <SearchProbe />
      </MemoryRouter>
    </TestProviders>,
  );
  const user = userEvent.setup(options.userEvent ?? { delay: null });
  return { ...result, store, transport: mock, user };
}
