import { MESSAGES, PATHS, PRIVACY_NOTICE_VERSION } from '@gcw/shared';
import type { TransportBaseQuery } from '@gcw/shared/store';
import { selectIsLoggedIn } from '@gcw/shared/store';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import * as fakeFederation from '../../test-utils/fake-federation';
import { eventsData, makeSession } from '../../test-utils/fixtures';
import { currentPath } from '../../test-utils/render-app-routes';
import { markerPage, SPEC_REMOTES } from '../../test-utils/spec-remotes';
import { makeAppStore } from '../../test-utils/test-store';
import { AppProviders } from '../app-providers';
import { buildRouteObjects } from '../route-objects';

jest.mock('../../lib/remote-registry', () =>
  jest.requireActual('../../test-utils/fake-federation'),
);
jest.mock('../../lib/check-remote-manifest', () =>
  jest.requireActual('../../test-utils/fake-manifest-check'),
);

// The dashboard remote with "Data saya" too (beyond R2.1), where the gate does not show.
beforeAll(() => {
  const dashboard = SPEC_REMOTES.mfe_dashboard;
  fakeFederation.loadRemoteRoutes.mockImplementation(async (name) => ({
    default:
      name === 'mfe_dashboard'
        ? {
            ...dashboard,
            pages: [
              ...dashboard.pages,
              {
                id: 'my-data',
                path: PATHS['my-data'],
                title: 'Data saya',
                access: 'user' as const,
                component: markerPage('my-data'),
              },
            ],
          }
        : SPEC_REMOTES[name],
  }));
});

afterEach(() => window.localStorage.clear());

/** An API where the signed-in participant has never agreed to the notice. */
function notAgreedApi() {
  const asked: string[] = [];
  const transport = jest.fn(async (args: string | FetchArgs) => {
    const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
    asked.push(`${request.method ?? 'GET'} ${request.url}`);
    if (request.url === '/profile/events') return { data: { Data: eventsData() } };
    if (request.url === '/privacy/consent')
      return {
        data: {
          Data: {
            version: PRIVACY_NOTICE_VERSION,
            accepted_version: null,
            accepted_at: null,
            current: false,
          },
        },
      };
    return { data: {} };
  });
  return { transport: transport as unknown as TransportBaseQuery, asked };
}

/** The real router, guard, layout and providers, signed in as a participant. */
function open(path: string) {
  const api = notAgreedApi();
  const store = makeAppStore({ session: makeSession(), transport: api.transport });
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...api, store, router };
}

const GATE = { name: 'Persetujuan Kebijakan Privasi' };

describe('the consent gate in the signed-in frame', () => {
  // The test remotes declare R2.1's pages: /privasi is the landing's area, its not-found page.
  it.each(['/', '/about', '/auth/login', '/privasi'])(
    'never shows on the public page %s',
    async (path) => {
      const { asked } = open(path);
      await waitFor(() =>
        expect(
          screen.queryByText(/^page:/) ??
            screen.queryByRole('heading', { name: 'Halaman tidak ditemukan' }),
        ).not.toBeNull(),
      );
      expect(screen.queryByRole('dialog', GATE)).toBeNull();
      expect(asked).not.toContain('GET /privacy/consent');
    },
  );

  it('stops a participant on a dashboard page, and "Keluar" signs them out', async () => {
    const { asked, store, router } = open('/dashboard/profile');
    expect(await screen.findByText('page:profile')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', GATE);
    expect(asked).toContain('GET /privacy/consent');

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Keluar' }));
    expect(await screen.findByText('page:home')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(asked).toContain('POST /auth/logout');
    expect(screen.queryByRole('dialog', GATE)).toBeNull();
    expect(await screen.findByText(MESSAGES.logoutSuccess)).toBeInTheDocument();
  });

  it('is absent on "Data saya", where a student who does not agree can erase the account', async () => {
    open(PATHS['my-data']);
    expect(await screen.findByText('page:my-data')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', GATE)).toBeNull();
  });

  it('is present on /dashboard/profile and its "Data saya" link leads past it', async () => {
    const { router } = open(PATHS.profile);
    expect(await screen.findByText('page:profile')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', GATE);
    expect(dialog).toHaveTextContent(
      'Jika tidak setuju, Anda dapat menghapus akun di halaman Data saya.',
    );

    await userEvent.setup().click(within(dialog).getByRole('link', { name: 'Data saya' }));
    expect(await screen.findByText('page:my-data')).toBeInTheDocument();
    expect(currentPath(router)).toBe(PATHS['my-data']);
    await waitFor(() => expect(screen.queryByRole('dialog', GATE)).toBeNull());
  });
});
