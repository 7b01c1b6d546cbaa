import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@gcw/shared';
import { createTestStore, TestProviders } from '@gcw/shared/testing';
import type { ReactElement } from 'react';
import { Suspense } from 'react';
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

/** Renders a dashboard page the way the shell does, signed in as `user` (a student by default). */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const mock = createTransportMock(options.routes);
  const user = options.user === undefined ? USER : options.user;
  const store = createTestStore({
    transport: mock.transport,
    session: {
      user,
      accessToken: user ? 'access-token' : null,
      refreshToken: user ? 'refresh-token' : null,
    },
  });
  const path = options.path ?? '/';
  const result = render(
    <TestProviders store={store}>
      <MemoryRouter initialEntries={[options.route ?? path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...result, store, transport: mock, user: userEvent.setup({ applyAccept: false }) };
}
