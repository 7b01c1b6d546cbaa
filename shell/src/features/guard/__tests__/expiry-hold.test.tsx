import { sessionEnded } from '@gcw/shared/store';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

import { makeSession } from '../../../test-utils/fixtures';
import { currentPath, renderAppRoutes } from '../../../test-utils/render-app-routes';
import { makeAppStore } from '../../../test-utils/test-store';
import {
  holdForExpiredSession,
  releaseExpiryHold,
  releaseExpiryHoldOnNavigation,
} from '../expiry-hold';
import { RequireSession } from '../require-session';

function Where({ label }: { label: string }) {
  return (
    <p>
      {label} at {useLocation().pathname}
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
];

async function signedInAt(path: string) {
  const store = makeAppStore({ session: makeSession() });
  const view = renderAppRoutes(store, path, routes);
  await screen.findByText(`dashboard at ${path}`);
  return { store, ...view };
}

afterEach(() => {
  releaseExpiryHold();
  window.localStorage.clear();
});

describe('a session that could not be renewed (R8.1)', () => {
  it('sends the open page home, not to login, when it ends while that page is still shown', async () => {
    const { store, router } = await signedInAt('/dashboard/seminar');
    holdForExpiredSession('/dashboard/seminar');
    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(await screen.findByText('home at /')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it('still sends another signed-out page to login with its redirect (R2.3)', async () => {
    const { store, router } = await signedInAt('/dashboard/profile');
    holdForExpiredSession('/dashboard/seminar');
    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(await screen.findByText('login at /auth/login')).toBeInTheDocument();
    expect(currentPath(router)).toBe(
      `/auth/login?redirect=${encodeURIComponent('/dashboard/profile')}`,
    );
  });

  it('lets go once the user moves on: Back to that page from home goes to login', async () => {
    const { store, router } = await signedInAt('/dashboard/seminar');
    releaseExpiryHoldOnNavigation(router);
    holdForExpiredSession('/dashboard/seminar');
    await act(() => router.navigate('/'));
    act(() => {
      store.dispatch(sessionEnded());
    });
    await screen.findByText('home at /');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('login at /auth/login')).toBeInTheDocument();
    expect(currentPath(router)).toBe(
      `/auth/login?redirect=${encodeURIComponent('/dashboard/seminar')}`,
    );
  });
});
