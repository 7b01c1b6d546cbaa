import type { RemoteRoutesModule } from '@gcw/shared';
import { areaOfRemote } from '@gcw/shared';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { RemoteAreaRoutes } from '../app/remote-area-routes';
import { SidebarNav } from '../features/layout/sidebar-nav';
import { useRememberGoodMenus } from '../features/layout/use-menu-sections';
import { forgetRemote } from '../lib/remote-load-cache';
import { noteAccepted } from '../lib/remote-refusals';
import * as fakeFederation from './fake-federation';
import { eventsData, participantUser } from './fixtures';
import { renderAppRoutes } from './render-app-routes';
import { makeSessionStore } from './session-store';
import { SPEC_REMOTES } from './spec-remotes';

/** Test data only: what the sidebar says where a refused dashboard's entries are. */
export const DASHBOARD_NOTICE = 'Menu dasbor sedang tidak dapat dimuat.';
export const DASHBOARD_RETRY = 'Coba lagi memuat menu dasbor';

/** The dashboard of R2.30 with one more group, as a later deploy of the remote. */
export const WITH_CERTIFICATES: RemoteRoutesModule = {
  ...SPEC_REMOTES.mfe_dashboard,
  menuGroups: [
    ...(SPEC_REMOTES.mfe_dashboard.menuGroups ?? []),
    {
      id: 'sertifikat',
      label: 'Sertifikat',
      path: '/dashboard/sertifikat',
      icon: () => null,
      order: 4,
    },
  ],
  pages: [
    ...SPEC_REMOTES.mfe_dashboard.pages,
    {
      id: 'sertifikat',
      path: '/dashboard/sertifikat',
      title: 'Sertifikat',
      access: 'user',
      component: () => <p>page:sertifikat</p>,
    },
  ],
};

/** What the layout does whether or not the sidebar is there (dashboard-layout.tsx). */
function MenuMemory() {
  useRememberGoodMenus();
  return null;
}

/**
 * A student's signed-in frame: the sidebar beside the dashboard area, as the layout has them;
 * `withSidebar: false` is a phone whose drawer was never opened.
 */
export function renderStudentFrame(
  path = '/dashboard/profile',
  iconOnly = false,
  withSidebar = true,
) {
  const store = makeSessionStore(participantUser, eventsData({ hackathon: 'Registered' }));
  const frame = (
    <>
      <MenuMemory />
      {withSidebar ? <SidebarNav iconOnly={iconOnly} /> : null}
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <RemoteAreaRoutes area={areaOfRemote('mfe_dashboard')} notFound={<p>tidak ada</p>} />
          }
        />
      </Routes>
    </>
  );
  return renderAppRoutes(store, path, [{ path: '*', element: frame }]);
}

export const studentMenu = () => screen.getByRole('navigation', { name: 'Menu peserta' });

/**
 * Each test of a refused dashboard starts with nothing remembered and no load made, and leaves
 * none behind; the failure report's POST to the API's client-error log is answered, unread.
 */
export function isolateRefusedRemoteTests() {
  beforeEach(() => {
    window.localStorage.clear();
    fakeFederation.resetFakeFederation();
    global.fetch = jest.fn(async () => ({ ok: true, status: 202 }) as Response);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    forgetRemote('mfe_dashboard');
    noteAccepted('mfe_dashboard');
    jest.restoreAllMocks();
  });
}
