import { PATHS } from '@gcw/shared';
import { selectIsAdmin, useAppSelector } from '@gcw/shared/store';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** A non-admin on an admin route goes home (R2.4, R6.4). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const admin = useAppSelector(selectIsAdmin);
  if (!admin) return <Navigate to={PATHS.home} replace />;
  return children;
}
