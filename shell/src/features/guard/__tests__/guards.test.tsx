import type { Session } from '@gcw/shared';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

import { adminUser, makeSession, participantUser } from '../../../test-utils/fixtures';
import { currentPath, renderAppRoutes } from '../../../test-utils/render-app-routes';
import { makeAppStore } from '../../../test-utils/test-store';
import { RequireAdmin } from '../require-admin';
import { RequireSession } from '../require-session';

function Where({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p>
      {label} at {location.pathname}
    </p>
  );
}

const routes = [
  { path: '/', element: <Where label="home" /> },
  { path: '/auth/login', element: <Where label="login" /> },
  {
    path: '/dashboard/*',
    element: (
      <RequireSession>
        <Where label="dashboard" />
      </RequireSession>
    ),
  },
  {
    path: '/admin/*',
    element: (
      <RequireSession>
        <RequireAdmin>
          <Where label="admin" />
        </RequireAdmin>
      </RequireSession>
    ),
  },
];

function renderGuarded(path: string, session?: Session) {
  return renderAppRoutes(makeAppStore({ session }), path, routes);
}

afterEach(() => window.localStorage.clear());

describe('RequireSession', () => {
  it.each([
    '/dashboard/profile',
    '/dashboard/hackathon/12?tab=team',
    '/dashboard/seminar#ticket',
    '/dashboard/competitive-programming/team?a=1&b=x%2Fy#top',
    '/admin/hackathon?page=3',
  ])('sends a signed-out visit of %s to login with the encoded full path', async (path) => {
    const { router } = renderGuarded(path);
    expect(await screen.findByText('login at /auth/login')).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/auth/login?redirect=${encodeURIComponent(path)}`);
  });

  it('lets a signed-in user through', async () => {
    const { router } = renderGuarded('/dashboard/profile?x=1', makeSession());
    expect(await screen.findByText('dashboard at /dashboard/profile')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard/profile?x=1');
  });

  it('does not count a stored user with id 0 as signed in', async () => {
    const { router } = renderGuarded(
      '/dashboard/profile',
      makeSession({ ...participantUser, id: 0 }),
    );
    await screen.findByText('login at /auth/login');
    expect(currentPath(router)).toBe(
      `/auth/login?redirect=${encodeURIComponent('/dashboard/profile')}`,
    );
  });
});

describe('RequireAdmin', () => {
  it.each(['/admin', '/admin/hackathon', '/admin/cp', '/admin/seminar?x=1'])(
    'sends a participant on %s home',
    async (path) => {
      const { router } = renderGuarded(path, makeSession());
      expect(await screen.findByText('home at /')).toBeInTheDocument();
      expect(currentPath(router)).toBe('/');
    },
  );

  it('sends a role that only looks like admin home', async () => {
    const { router } = renderGuarded('/admin', makeSession({ ...adminUser, role: 'Admin' }));
    await screen.findByText('home at /');
    expect(currentPath(router)).toBe('/');
  });

  it.each(['/admin', '/admin/hackathon', '/admin/cp', '/admin/seminar'])(
    'lets an admin reach %s',
    async (path) => {
      const { router } = renderGuarded(path, makeSession(adminUser));
      expect(await screen.findByText(`admin at ${path}`)).toBeInTheDocument();
      expect(currentPath(router)).toBe(path);
    },
  );
});
