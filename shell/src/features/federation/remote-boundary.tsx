import type { PageId, RemoteName } from '@gcw/shared';
import type { ComponentType } from 'react';
import { Suspense } from 'react';

import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading } from './remote-loading';
import { useRemoteRoutes } from './use-remote-routes';

interface RemoteBoundaryProps {
  remote: RemoteName;
  page: PageId;
  timeoutMs: number;
}

/** Loads a remote and renders one of its pages; every failure ends in a fallback with Retry. */
export function RemoteBoundary({ remote, page, timeoutMs }: RemoteBoundaryProps) {
  const { state, retry, attempt } = useRemoteRoutes(remote, timeoutMs);

  if (state.status === 'loading') return <RemoteLoading slow={state.slow} />;
  if (state.status === 'failed') return <RemoteFallback kind={state.reason} onRetry={retry} />;

  const Page = (state.module.pages as Record<string, ComponentType>)[page];
  if (!Page) return <RemoteFallback kind="invalid" onRetry={retry} />;
  return (
    <RemoteErrorBoundary
      key={`${remote}:${page}:${attempt}`}
      fallback={() => <RemoteFallback kind="crashed" onRetry={retry} />}
      onError={(error) => console.error(`[${remote}] ${page} failed to render`, error)}
    >
      <Suspense fallback={<RemoteLoading slow={false} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
