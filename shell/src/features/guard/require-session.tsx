import { loginPathWithRedirect } from '@gcw/shared';
import { selectIsLoggedIn, useAppSelector } from '@gcw/shared/store';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Signed out on a protected route: to login, with the full intended path (query and hash). */
export function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) {
    const intended = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathWithRedirect(intended)} replace />;
  }
  return children;
}
