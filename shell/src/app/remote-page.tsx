import type { PageDescriptor, RemoteArea } from '@gcw/shared';
import { stricterAccess } from '@gcw/shared';
import { Suspense } from 'react';

import { AdoptOnCommit } from '../features/federation/adopt-on-commit';
import { reportRemoteFailure } from '../features/federation/remote-diagnostics';
import { RemoteErrorBoundary } from '../features/federation/remote-error-boundary';
import { RemoteFallback } from '../features/federation/remote-fallback';
import { RemoteLoading } from '../features/federation/remote-loading';
import { RequireAdmin } from '../features/guard/require-admin';
import { RequirePermission } from '../features/guard/require-permission';
import { RequireSession } from '../features/guard/require-session';
import { usePageTitle } from '../features/page-title/use-page-title';
import type { RemoteBuildInfo } from '../lib/remote-load-error';

interface RemotePageProps {
  area: RemoteArea;
  page: PageDescriptor;
  info: RemoteBuildInfo;
  onRetry: () => void;
}

function TitledPage({ area, page, info, onRetry }: RemotePageProps) {
  usePageTitle(page.title);
  const Page = page.component;
  return (
    <RemoteErrorBoundary
      fallback={() => <RemoteFallback reason="render-crash" onRetry={onRetry} />}
      onError={(error) =>
        reportRemoteFailure(
          area.remote,
          'render-crash',
          `${page.id}: ${error instanceof Error ? error.message : String(error)}`,
          info,
        )
      }
    >
      <Suspense fallback={<RemoteLoading slow={false} />}>
        <Page />
        <AdoptOnCommit />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * One page of a remote: guarded by the stricter of its own access and its area's (a remote
 * cannot open a page to more people than its area allows), an admin page also by the committee
 * permission it asks for, titled, and contained.
 */
export function RemotePage(props: RemotePageProps) {
  const access = stricterAccess(props.area.access, props.page.access);
  const page = <TitledPage {...props} />;
  if (access === 'admin') {
    return (
      <RequireAdmin>
        <RequirePermission
          page={props.page}
          pending={<RemoteLoading slow={false} />}
          notice={props.page.path !== props.area.prefix}
        >
          {page}
        </RequirePermission>
      </RequireAdmin>
    );
  }
  if (access === 'user' && props.area.access === 'public') {
    return <RequireSession>{page}</RequireSession>;
  }
  return page;
}
