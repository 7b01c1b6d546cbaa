import type { RemoteArea, RemoteRoutesModule } from '@gcw/shared';
import { selectAppConfig, useAppSelector } from '@gcw/shared/store';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useRoutes } from 'react-router-dom';

import { RemoteFallback } from '../features/federation/remote-fallback';
import { RemoteLoading } from '../features/federation/remote-loading';
import { useRemoteRoutes } from '../features/federation/use-remote-routes';
import type { RemoteBuildInfo } from '../lib/remote-load-error';
import { RemotePage } from './remote-page';

/** A page path relative to its area: `/dashboard/profile` under `/dashboard` is `profile`. */
function relativePath(area: RemoteArea, path: string): string {
  const rest = area.prefix === '/' ? path : path.slice(area.prefix.length);
  return rest.replace(/^\/+/, '');
}

function pageRoutes(
  area: RemoteArea,
  module: RemoteRoutesModule,
  info: RemoteBuildInfo,
  onRetry: () => void,
  attempt: number,
  notFound: ReactNode,
): RouteObject[] {
  const routes: RouteObject[] = module.pages.map((page) => {
    const element = (
      <RemotePage
        key={`${page.id}:${attempt}`}
        area={area}
        page={page}
        info={info}
        onRetry={onRetry}
      />
    );
    const path = relativePath(area, page.path);
    return path ? { path, element } : { index: true, element };
  });
  return [...routes, { path: '*', element: notFound }];
}

function AreaPages(props: {
  area: RemoteArea;
  module: RemoteRoutesModule;
  info: RemoteBuildInfo;
  onRetry: () => void;
  attempt: number;
  notFound: ReactNode;
}) {
  const { area, module, info, onRetry, attempt, notFound } = props;
  const routes = useMemo(
    () => pageRoutes(area, module, info, onRetry, attempt, notFound),
    [area, module, info, onRetry, attempt, notFound],
  );
  return useRoutes(routes);
}

/**
 * Everything under one remote's area: the remote is loaded and checked, then its own page
 * descriptors become the routes. Until then, progress; on failure, a fallback with Retry.
 */
export function RemoteAreaRoutes({ area, notFound }: { area: RemoteArea; notFound: ReactNode }) {
  const { remoteLoadTimeoutMs } = useAppSelector(selectAppConfig);
  const { state, retry, attempt } = useRemoteRoutes(area.remote, remoteLoadTimeoutMs);
  if (state.status === 'loading') return <RemoteLoading slow={state.slow} />;
  if (state.status === 'failed') return <RemoteFallback reason={state.reason} onRetry={retry} />;
  return (
    <AreaPages
      area={area}
      module={state.loaded.module}
      info={state.loaded.info}
      onRetry={retry}
      attempt={attempt}
      notFound={notFound}
    />
  );
}
