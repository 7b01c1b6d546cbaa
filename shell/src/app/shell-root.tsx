import { Outlet } from 'react-router-dom';

import { RemoteUpdateNotice } from '../features/federation/remote-update-notice';
import { SkipLink } from '../features/layout/skip-link';
import { RenderedPathReporter } from '../features/session/rendered-path-reporter';
import { ServerUnavailableNotice } from '../features/transport/server-unavailable-notice';

/**
 * Around every page: the skip link first, and the notices that a remote in use was redeployed,
 * or the server is away.
 */
export function ShellRoot() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <RemoteUpdateNotice />
      <ServerUnavailableNotice />
      <RenderedPathReporter />
    </>
  );
}
