import { fireEvent, screen, within } from '@testing-library/react';

import { rememberMenu } from '../../features/layout/remembered-menu';
import { forgetRemote } from '../../lib/remote-load-cache';
import * as fakeFederation from '../../test-utils/fake-federation';
import { SPEC_REMOTES } from '../../test-utils/spec-remotes';
import {
  DASHBOARD_NOTICE,
  DASHBOARD_RETRY,
  isolateRefusedRemoteTests,
  renderStudentFrame,
  studentMenu,
  WITH_CERTIFICATES,
} from '../../test-utils/student-frame';

jest.mock('../../lib/remote-registry', () =>
  jest.requireActual('../../test-utils/fake-federation'),
);
jest.mock('../../lib/check-remote-manifest', () =>
  jest.requireActual('../../test-utils/fake-manifest-check'),
);

const load = fakeFederation.loadRemoteRoutes;
const refuse = () => load.mockRejectedValue(new Error('RUNTIME-008 ScriptNetworkError'));

isolateRefusedRemoteTests();

describe('the sidebar of a refused remote', () => {
  it('lists the remembered entries under a notice; a link opens the page, whose own fallback shows', async () => {
    rememberMenu('mfe_dashboard', SPEC_REMOTES.mfe_dashboard);
    refuse();
    const { router } = renderStudentFrame();

    expect(await within(studentMenu()).findByText(DASHBOARD_NOTICE)).toBeInTheDocument();
    expect(within(studentMenu()).getByRole('button', { name: DASHBOARD_RETRY })).toBeEnabled();
    expect(within(studentMenu()).getByRole('link', { name: 'Hackathon' })).toHaveAttribute(
      'href',
      '/dashboard/hackathon',
    );
    expect(within(studentMenu()).getByRole('link', { name: 'Seminar' })).toHaveAttribute(
      'href',
      '/dashboard/seminar',
    );
    // The lock rules still apply: Registered opens the team, not the stages.
    expect(within(studentMenu()).getAllByRole('link', { name: 'My Team' })[0]).toHaveAttribute(
      'href',
      '/dashboard/hackathon/team',
    );
    expect(
      within(studentMenu()).getAllByRole('link', { name: 'Stage 1 Proposal (terkunci)' }),
    ).toHaveLength(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Halaman belum dapat ditampilkan');

    fireEvent.click(within(studentMenu()).getByRole('link', { name: 'Seminar' }));
    expect(router.state.location.pathname).toBe('/dashboard/seminar');
    const fallback = screen.getByRole('alert');
    expect(within(fallback).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('shows the notice alone when no load was ever good (first visit)', async () => {
    refuse();
    renderStudentFrame();
    expect(await within(studentMenu()).findByText(DASHBOARD_NOTICE)).toBeInTheDocument();
    expect(within(studentMenu()).queryAllByRole('link')).toHaveLength(0);
  });

  it('never shows a remembered admin entry to a student', async () => {
    rememberMenu('mfe_admin', SPEC_REMOTES.mfe_admin);
    refuse();
    renderStudentFrame();
    expect(await within(studentMenu()).findByText(DASHBOARD_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).toBe(null);
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBe(null);
  });

  it('remembers what the last good load said', async () => {
    rememberMenu('mfe_dashboard', SPEC_REMOTES.mfe_dashboard);
    load.mockResolvedValue({ default: WITH_CERTIFICATES });
    const first = renderStudentFrame();
    expect(
      await within(studentMenu()).findByRole('link', { name: 'Sertifikat' }),
    ).toBeInTheDocument();
    first.unmount();

    forgetRemote('mfe_dashboard');
    refuse();
    renderStudentFrame();
    expect(await within(studentMenu()).findByText(DASHBOARD_NOTICE)).toBeInTheDocument();
    expect(within(studentMenu()).getByRole('link', { name: 'Sertifikat' })).toHaveAttribute(
      'href',
      '/dashboard/sertifikat',
    );
    expect(
      within(studentMenu()).getByRole('link', { name: 'Competitive Programming' }),
    ).toBeInTheDocument();
  });

  it('remembers a good load on a phone whose menu drawer was never opened', async () => {
    load.mockResolvedValue({ default: WITH_CERTIFICATES });
    const phone = renderStudentFrame('/dashboard/profile', false, false);
    expect(await screen.findByText('page:profile')).toBeInTheDocument();
    phone.unmount();

    forgetRemote('mfe_dashboard');
    refuse();
    renderStudentFrame();
    expect(await within(studentMenu()).findByText(DASHBOARD_NOTICE)).toBeInTheDocument();
    expect(within(studentMenu()).getByRole('link', { name: 'Sertifikat' })).toBeInTheDocument();
  });
});
