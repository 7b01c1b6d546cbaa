import { sessionEnded } from '@gcw/shared/store';
import { act, screen, waitFor } from '@testing-library/react';

import { adminUser, makeSession, participantUser } from '../../test-utils/fixtures';
import { currentPath, renderAppRoutes } from '../../test-utils/render-app-routes';
import { SPEC_PAGES } from '../../test-utils/spec-remotes';
import { makeAppStore } from '../../test-utils/test-store';

jest.mock('../../lib/remote-registry', () =>
  jest.requireActual('../../test-utils/fake-federation'),
);
jest.mock('../../lib/check-remote-manifest', () =>
  jest.requireActual('../../test-utils/fake-manifest-check'),
);

// The pages come from the remotes' descriptors (here: R2.1 as test data); the shell's
// router, guard and layout are the real ones.
const concrete = (path: string) => path.replace(':id', '42');
const protectedRoutes = SPEC_PAGES.filter((route) => route.access !== 'public');
const adminRoutes = SPEC_PAGES.filter((route) => route.access === 'admin');
const userRoutes = SPEC_PAGES.filter((route) => route.access === 'user');
const publicRoutes = SPEC_PAGES.filter((route) => route.access === 'public');

afterEach(() => window.localStorage.clear());

describe('the route table signed out', () => {
  it.each(protectedRoutes.map((route) => [route.id, concrete(route.path)]))(
    '%s goes to login with the intended path as redirect',
    async (_id, path) => {
      const { router } = renderAppRoutes(makeAppStore(), path);
      expect(await screen.findByText('page:login')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth/login');
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('keeps the query string and the hash in the redirect', async () => {
    const intended = '/dashboard/hackathon/team?tab=members&invite=a%20b#join';
    const { router } = renderAppRoutes(makeAppStore(), intended);
    await screen.findByText('page:login');
    const redirect = new URLSearchParams(router.state.location.search).get('redirect');
    expect(redirect).toBe(intended);
    expect(router.state.location.hash).toBe('');
    expect(currentPath(router)).toBe(`/auth/login?redirect=${encodeURIComponent(intended)}`);
  });

  it.each(publicRoutes.map((route) => [route.id, route.path]))(
    'opens the public route %s',
    async (id, path) => {
      const { router } = renderAppRoutes(makeAppStore(), path);
      expect(await screen.findByText(`page:${id}`)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );
});

describe('the route table for a participant', () => {
  it.each(userRoutes.map((route) => [route.id, concrete(route.path)]))(
    'opens %s',
    async (id, path) => {
      const { router } = renderAppRoutes(makeAppStore({ session: makeSession() }), path);
      expect(await screen.findByText(`page:${id}`)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it.each(adminRoutes.map((route) => [route.id, route.path]))(
    'sends the admin route %s home',
    async (_id, path) => {
      const { router } = renderAppRoutes(makeAppStore({ session: makeSession() }), path);
      expect(await screen.findByText('page:home')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByText(/^page:admin/)).not.toBeInTheDocument();
    },
  );

  it('treats a stored user with id 0 as signed out', async () => {
    const session = makeSession({ ...participantUser, id: 0 });
    const { router } = renderAppRoutes(makeAppStore({ session }), '/dashboard/profile');
    await screen.findByText('page:login');
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});

describe('the route table for an admin', () => {
  it.each(adminRoutes.map((route) => [route.id, route.path]))(
    'opens %s inside the layout',
    async (id, path) => {
      const { router } = renderAppRoutes(makeAppStore({ session: makeSession(adminUser) }), path);
      expect(await screen.findByText(`page:${id}`)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('navigation', { name: 'Menu admin' })).toBeInTheDocument();
    },
  );

  it('sends an admin whose session ends on an admin page to login', async () => {
    const store = makeAppStore({ session: makeSession(adminUser) });
    const { router } = renderAppRoutes(store, '/admin/cp');
    await screen.findByText('page:admin-cp');
    act(() => {
      store.dispatch(sessionEnded());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/cp');
  });
});

describe('pages the remotes declare', () => {
  it('shows the not-found page for a path of an area that no page declares', async () => {
    renderAppRoutes(makeAppStore({ session: makeSession() }), '/dashboard/nowhere');
    expect(
      await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for a path no area owns', async () => {
    renderAppRoutes(makeAppStore(), '/nowhere/at/all');
    expect(
      await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });
});
