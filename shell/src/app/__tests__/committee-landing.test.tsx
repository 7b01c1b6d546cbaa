import type { Grant } from '@gcw/shared/contract';
import type { TransportBaseQuery } from '@gcw/shared/store';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { LANDING_NOTICE } from '../../features/guard/redirect-to-landing';
import { forgetRemote } from '../../lib/remote-load-cache';
import {
  COMMITTEE_ADMIN_REMOTE,
  committeeTransport,
  GRANTS,
} from '../../test-utils/committee-remote';
import * as fakeFederation from '../../test-utils/fake-federation';
import { adminUser, makeSession } from '../../test-utils/fixtures';
import { currentPath } from '../../test-utils/render-app-routes';
import { SPEC_REMOTES } from '../../test-utils/spec-remotes';
import { makeAppStore } from '../../test-utils/test-store';
import { AppProviders } from '../app-providers';
import { buildRouteObjects } from '../route-objects';

jest.mock('../../lib/remote-registry', () =>
  jest.requireActual('../../test-utils/fake-federation'),
);
jest.mock('../../lib/check-remote-manifest', () =>
  jest.requireActual('../../test-utils/fake-manifest-check'),
);

beforeAll(() => {
  fakeFederation.loadRemoteRoutes.mockImplementation(async (name) => ({
    default: name === 'mfe_admin' ? COMMITTEE_ADMIN_REMOTE : SPEC_REMOTES[name],
  }));
});

afterEach(() => window.localStorage.clear());

/** The real router, guard and layout, with the app's providers (toasts included). */
function openAsAdmin(path: string, transport: TransportBaseQuery) {
  const store = makeAppStore({ session: makeSession(adminUser), transport });
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('an admin page the member may not open', () => {
  it('sends finance from /admin (the landing after sign-in) to their first page, quietly', async () => {
    const router = openAsAdmin('/admin', committeeTransport(GRANTS.keuangan));
    expect(await screen.findByText('page:admin-hackathon')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/hackathon');
    expect(screen.queryByText('page:admin')).toBeNull();
    expect(screen.queryByText(LANDING_NOTICE)).toBeNull();
  });

  it('says why when the member opened another page of the area', async () => {
    const router = openAsAdmin('/admin/settings', committeeTransport(GRANTS.sekretariat));
    expect(await screen.findByText('page:admin')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
    expect(await screen.findByText(LANDING_NOTICE)).toBeInTheDocument();
  });

  it('opens the page for a holder of its permission', async () => {
    const router = openAsAdmin('/admin/settings', committeeTransport(GRANTS.ketua));
    expect(await screen.findByText('page:admin-settings')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/settings');
  });

  it('opens the page when the grants cannot be read: the API refuses on its own', async () => {
    const failed = committeeTransport({ error: { status: 500, data: {} } });
    const router = openAsAdmin('/admin/settings', failed);
    expect(await screen.findByText('page:admin-settings')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/settings');
  });

  it('shows the loading state while the grants load, never the page or a redirect', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const asked = jest.fn();
    const transport = committeeTransport(
      new Promise((resolve) => {
        asked();
        answer = resolve;
      }),
    );
    const router = openAsAdmin('/admin/settings', transport);
    // The remote has loaded and the guard waits: the layout's menu is asking for the grants.
    await screen.findByRole('navigation', { name: 'Menu admin' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Memuat halaman…')).toBeInTheDocument();
    expect(screen.queryByText('page:admin-settings')).toBeNull();
    expect(currentPath(router)).toBe('/admin/settings');
    answer({ data: { Data: { user_id: 1, roles: [], grants: GRANTS.keuangan as Grant[] } } });
    expect(await screen.findByText('page:admin-hackathon')).toBeInTheDocument();
  });

  it('opens a page that asks for no permission to every member, at once', async () => {
    const judge = committeeTransport([{ permission: 'judging.score', scope: 'hackathon' }]);
    const router = openAsAdmin('/admin/bantuan', judge);
    expect(await screen.findByText('page:admin-help')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/bantuan');
  });

  it('tells a member who may open no admin page whom to ask', async () => {
    forgetRemote('mfe_admin');
    fakeFederation.loadRemoteRoutes.mockImplementation(async (name) => ({
      default:
        name === 'mfe_admin'
          ? {
              ...COMMITTEE_ADMIN_REMOTE,
              pages: COMMITTEE_ADMIN_REMOTE.pages.filter((page) => page.id !== 'admin-help'),
            }
          : SPEC_REMOTES[name],
    }));
    const judge = committeeTransport([{ permission: 'judging.score', scope: 'hackathon' }]);
    const router = openAsAdmin('/admin', judge);
    expect(
      await screen.findByRole('heading', { name: 'Belum ada halaman untuk Anda' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Hubungi Ketua panitia/)).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
  });
});
