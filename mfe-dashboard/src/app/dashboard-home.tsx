import { PATHS } from '@gcw/shared';
import { Navigate } from 'react-router-dom';

/**
 * `/dashboard` itself, typed or kept from an old link: the profile is where a participant's
 * dashboard starts (on a default install it was a 404). `replace`, so Back does not return here.
 */
export function DashboardHome() {
  return <Navigate to={PATHS.profile} replace />;
}
