import { sidebarExpandedSet } from '@gcw/shared/store';
import { MASCOT_IMAGE_URL } from '@gcw/shared/ui';
import { act, fireEvent, screen, within } from '@testing-library/react';

import { loadRemoteOnce } from '../../../lib/remote-load-cache';
import { makeUser, participantUser } from '../../../test-utils/fixtures';
import { renderAppRoutes } from '../../../test-utils/render-app-routes';
import { makeSessionStore } from '../../../test-utils/session-store';
import { Sidebar } from '../sidebar';

jest.mock('../../../lib/remote-registry', () =>
  jest.requireActual('../../../test-utils/fake-federation'),
);
jest.mock('../../../lib/check-remote-manifest', () =>
  jest.requireActual('../../../test-utils/fake-manifest-check'),
);

// The menu comes from the remotes' descriptors (R2.29, R2.30 as test data), loaded before render.
beforeAll(async () => {
  await Promise.all([loadRemoteOnce('mfe_dashboard', false), loadRemoteOnce('mfe_admin', false)]);
});

function renderSidebar(user = participantUser, expanded = true) {
  const store = makeSessionStore(user);
  store.dispatch(sidebarExpandedSet(expanded));
  const onLogout = jest.fn();
  const view = renderAppRoutes(store, '/dashboard/seminar', [
    { path: '*', element: <Sidebar isMobile={false} onLogout={onLogout} /> },
  ]);
  return { store, onLogout, ...view };
}

describe('Sidebar', () => {
  it('links the logo and the user block to the profile', () => {
    const { router } = renderSidebar();
    expect(screen.getByRole('link', { name: 'GCW 2025: ke profil' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    const userBlock = screen.getByRole('link', { name: /^Buka profil/ });
    expect(userBlock).toHaveAttribute('href', '/dashboard/profile');
    fireEvent.click(userBlock);
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });

  it('shows the event mark in the logo, not an empty dot', () => {
    renderSidebar();
    const logo = screen.getByRole('link', { name: 'GCW 2025: ke profil' });
    expect(within(logo).getByTestId('sidebar-logo-mark')).toBeInTheDocument();
  });

  it('puts every menu entry in a list item of its list (axe: list)', () => {
    renderSidebar();
    for (const list of screen.getAllByRole('list')) {
      for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    }
  });

  it('shows name, e-mail and the mascot when the user has no picture', () => {
    renderSidebar();
    expect(screen.getByText('Siti Peserta')).toBeInTheDocument();
    expect(screen.getByText('siti@example.test')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Siti Peserta' })).toHaveAttribute(
      'src',
      MASCOT_IMAGE_URL,
    );
  });

  it('falls back to the mascot when the picture fails to load', () => {
    renderSidebar(makeUser({ profile_picture: 'https://cdn.example.test/siti.png' }));
    const avatar = screen.getByRole('img', { name: 'Siti Peserta' });
    expect(avatar).toHaveAttribute('src', 'https://cdn.example.test/siti.png');
    act(() => {
      fireEvent.error(avatar);
    });
    expect(screen.getByRole('img', { name: 'Siti Peserta' })).toHaveAttribute(
      'src',
      MASCOT_IMAGE_URL,
    );
  });

  it.each([
    ['expanded', true],
    ['icon-only', false],
  ])('logs out from the %s sidebar', (_label, expanded) => {
    const { onLogout } = renderSidebar(participantUser, expanded);
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('keeps the group links, with their names, when icon-only', () => {
    renderSidebar(participantUser, false);
    expect(screen.getByRole('link', { name: 'Hackathon' })).toHaveAttribute(
      'href',
      '/dashboard/hackathon',
    );
    expect(screen.getByRole('link', { name: 'Seminar' })).toHaveAttribute(
      'href',
      '/dashboard/seminar',
    );
    expect(screen.queryByRole('link', { name: /My Team/ })).toBe(null);
  });
});
