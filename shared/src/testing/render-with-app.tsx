import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import type { AppConfig } from '../config/app-config';
import type { RootState } from '../store/root-reducer';
import type { TransportBaseQuery } from '../store/transport';
import { TestProviders } from './test-providers';
import { createTestStore } from './test-store';

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

/** Renders a remote's page the way the shell does: one real store, theme, snackbars and router. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path = '/', config, session, layout } = options;
  const transport =
    options.transport ?? jest.fn(() => ({ error: { status: 500, data: { Message: 'unset' } } }));
  const store = createTestStore({
    transport: transport as unknown as TransportBaseQuery,
    config,
    session,
    layout,
  });
  const result = render(
    <TestProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...result, store, transport };
}
