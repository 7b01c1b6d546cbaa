import type { Grant } from '@gcw/shared/contract';
import type { TransportBaseQuery } from '@gcw/shared/store';
import { screen, waitFor, within } from '@testing-library/react';

import { loadRemoteOnce } from '../../../lib/remote-load-cache';
import {
  COMMITTEE_ADMIN_REMOTE,
  committeeTransport,
  GRANTS,
} from '../../../test-utils/committee-remote';
import * as fakeFederation from '../../../test-utils/fake-federation';
import { adminUser } from '../../../test-utils/fixtures';
import { renderAppRoutes } from '../../../test-utils/render-app-routes';
import { makeSessionStore } from '../../../test-utils/session-store';
import { SidebarNav } from '../sidebar-nav';

jest.mock('../../../lib/remote-registry', () =>
  jest.requireActual('../../../test-utils/fake-federation'),
);
jest.mock('../../../lib/check-remote-manifest', () =>
  jest.requireActual('../../../test-utils/fake-manifest-check'),
);

beforeAll(async () => {
  fakeFederation.loadRemoteRoutes.mockImplementation(async () => ({
    default: COMMITTEE_ADMIN_REMOTE,
  }));
  await loadRemoteOnce('mfe_admin', false);
});

function renderMenu(transport: TransportBaseQuery) {
  const store = makeSessionStore(adminUser, undefined, transport);
  renderAppRoutes(store, '/admin', [{ path: '*', element: <SidebarNav iconOnly={false} /> }]);
  return screen.getByRole('navigation', { name: 'Menu admin' });
}

/** Each link of the menu as [name, href], group link first. */
async function linksOf(nav: HTMLElement) {
  await within(nav).findAllByRole('link');
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const EVERY_ENTRY = [
  ['Admin Dashboard', '/admin'],
  ['Users', '/admin'],
  ['Hackathon Teams', '/admin/hackathon'],
  ['Pengaturan acara', '/admin/settings'],
  ['Panitia', '/admin/panitia'],
  ['Pintu seminar', '/admin/seminar/pintu'],
];

describe('the admin menu of a committee member', () => {
  it('shows the door staff the door only, the group link leading there too', async () => {
    const nav = renderMenu(committeeTransport(GRANTS.petugasPintu));
    expect(await linksOf(nav)).toEqual([
      ['Admin Dashboard', '/admin/seminar/pintu'],
      ['Pintu seminar', '/admin/seminar/pintu'],
    ]);
  });

  it('shows the ketua every entry', async () => {
    const nav = renderMenu(committeeTransport(GRANTS.ketua));
    expect(await linksOf(nav)).toEqual(EVERY_ENTRY);
  });

  it('shows finance the team pages, where payments are verified', async () => {
    const nav = renderMenu(committeeTransport(GRANTS.keuangan));
    expect(await linksOf(nav)).toEqual([
      ['Admin Dashboard', '/admin/hackathon'],
      ['Hackathon Teams', '/admin/hackathon'],
    ]);
  });

  it('shows every entry when the grants cannot be read (the API still refuses)', async () => {
    const nav = renderMenu(committeeTransport({ error: { status: 500, data: {} } }));
    expect(await linksOf(nav)).toEqual(EVERY_ENTRY);
  });

  it('shows no entry while the grants load, so none appears and then vanishes', async () => {
    let answer: (grants: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    const nav = renderMenu(committeeTransport(pending));
    await waitFor(() => expect(within(nav).queryAllByRole('link')).toHaveLength(0));
    answer({ data: { Data: { user_id: 1, roles: [], grants: GRANTS.petugasPintu as Grant[] } } });
    expect(await linksOf(nav)).toHaveLength(2);
  });
});
