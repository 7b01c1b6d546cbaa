import { fireEvent, screen, within } from '@testing-library/react';

import { rememberMenu } from '../../features/layout/remembered-menu';
import { SidebarNav } from '../../features/layout/sidebar-nav';
import * as fakeFederation from '../../test-utils/fake-federation';
import { eventsData, participantUser } from '../../test-utils/fixtures';
import { renderAppRoutes } from '../../test-utils/render-app-routes';
import { makeSessionStore } from '../../test-utils/session-store';
import { SPEC_REMOTES } from '../../test-utils/spec-remotes';
import {
  DASHBOARD_NOTICE,
  DASHBOARD_RETRY,
  isolateRefusedRemoteTests,
  renderStudentFrame,
  studentMenu,
} from '../../test-utils/student-frame';

jest.mock('../../lib/remote-registry', () =>
  jest.requireActual('../../test-utils/fake-federation'),
);
jest.mock('../../lib/check-remote-manifest', () =>
  jest.requireActual('../../test-utils/fake-manifest-check'),
);

const load = fakeFederation.loadRemoteRoutes;

isolateRefusedRemoteTests();

describe("the refused remote's notice: Coba lagi", () => {
  it('retries the load from its button: the live menu and the page come back', async () => {
    rememberMenu('mfe_dashboard', SPEC_REMOTES.mfe_dashboard);
    load.mockRejectedValueOnce(new Error('RUNTIME-008 ScriptNetworkError'));
    renderStudentFrame();
    await within(studentMenu()).findByText(DASHBOARD_NOTICE);
    const calls = load.mock.calls.length;

    fireEvent.click(within(studentMenu()).getByRole('button', { name: DASHBOARD_RETRY }));
    expect(await screen.findByText('page:profile')).toBeInTheDocument();
    expect(fakeFederation.refreshRemotesMap).toHaveBeenCalledTimes(1);
    expect(load.mock.calls.length).toBe(calls + 1);
    expect(within(studentMenu()).queryByText(DASHBOARD_NOTICE)).toBe(null);
    expect(within(studentMenu()).getByRole('link', { name: 'Seminar' })).toHaveAttribute(
      'href',
      '/dashboard/seminar',
    );
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('keeps the notice and its retry in the collapsed sidebar', async () => {
    rememberMenu('mfe_dashboard', SPEC_REMOTES.mfe_dashboard);
    load.mockRejectedValueOnce(new Error('RUNTIME-008 ScriptNetworkError'));
    renderStudentFrame('/dashboard/profile', true);
    const notice = await within(studentMenu()).findByRole('status');
    expect(notice).toHaveTextContent(DASHBOARD_NOTICE);
    expect(within(studentMenu()).getByRole('link', { name: 'Seminar' })).toBeInTheDocument();
    fireEvent.click(within(notice).getByRole('button', { name: DASHBOARD_RETRY }));
    expect(await screen.findByText('page:profile')).toBeInTheDocument();
    expect(within(studentMenu()).queryByRole('status')).toBe(null);
  });

  it('loads the remote itself when no page of it is on screen', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-008 ScriptNetworkError'));
    const store = makeSessionStore(participantUser, eventsData());
    renderAppRoutes(store, '/dashboard/profile', [
      { path: '*', element: <SidebarNav iconOnly={false} /> },
    ]);
    fireEvent.click(await within(studentMenu()).findByRole('button', { name: DASHBOARD_RETRY }));
    expect(await within(studentMenu()).findByRole('link', { name: 'Seminar' })).toBeInTheDocument();
    expect(fakeFederation.refreshRemotesMap).toHaveBeenCalledTimes(1);
    expect(within(studentMenu()).queryByText(DASHBOARD_NOTICE)).toBe(null);
  });
});
