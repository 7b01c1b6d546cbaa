import type { AppRoute } from '@gcw/shared';
import { selectAppConfig, useAppSelector } from '@gcw/shared';

import { RemoteBoundary } from '../features/federation/remote-boundary';
import { usePageTitle } from '../features/page-title/use-page-title';

/** One route of the table: its title reported, its remote page inside a RemoteBoundary. */
export function RoutePage({ route }: { route: AppRoute }) {
  usePageTitle(route.title);
  const { remoteLoadTimeoutMs } = useAppSelector(selectAppConfig);
  return <RemoteBoundary remote={route.remote} page={route.id} timeoutMs={remoteLoadTimeoutMs} />;
}
