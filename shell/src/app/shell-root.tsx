import { Outlet } from 'react-router-dom';

import { RemoteUpdateNotice } from '../features/federation/remote-update-notice';

/** Above every page: the notice that a remote in use was redeployed. */
export function ShellRoot() {
  return (
    <>
      <Outlet />
      <RemoteUpdateNotice />
    </>
  );
}
