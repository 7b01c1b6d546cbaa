import { Outlet } from 'react-router-dom';

import { RequireSession } from '../features/guard/require-session';
import { PrivacyConsentGate } from '../features/privacy-consent/privacy-consent-gate';
import { notistackNotifier } from '../features/session/notistack-notifier';
import { useLogout } from '../features/session/use-logout';
import { DashboardLayout } from './dashboard-layout';

/**
 * Every dashboard and admin route: signed in, inside the sidebar layout, behind the privacy
 * notice's consent (only here: public pages never ask).
 */
export function SignedInFrame() {
  const onLogout = useLogout(notistackNotifier);
  return (
    <RequireSession>
      <DashboardLayout onLogout={onLogout}>
        <Outlet />
      </DashboardLayout>
      <PrivacyConsentGate onLogout={onLogout} />
    </RequireSession>
  );
}
