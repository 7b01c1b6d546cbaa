import { Outlet } from 'react-router-dom';

import { RemoteUpdateNotice } from '../features/federation/remote-update-notice';
import { ServerUnavailableNotice } from '../features/transport/server-unavailable-notice';

/** Above every page: the notices that a remote in use was redeployed, or the server is away. */
export function ShellRoot() {
  return (
    <>
      <Outlet />
      <RemoteUpdateNotice />
      <ServerUnavailableNotice />
    </>
  );
}
