import { loginPathWithRedirect, PATHS } from '@gcw/shared';
import { selectIsLoggedIn, useAppSelector } from '@gcw/shared/store';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { isHeldForExpiredSession } from './expiry-hold';

/**
 * Signed out on a protected route: to login, with the full intended path (query and hash); the
 * page whose session just could not be renewed goes home instead (R8.1, expiry-hold.ts).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) {
    if (isHeldForExpiredSession(location.pathname)) return <Navigate to={PATHS.home} replace />;
    const intended = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathWithRedirect(intended)} replace />;
  }
  return children;
}
