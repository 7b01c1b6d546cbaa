import type { RemoteArea } from '@gcw/shared';
import { REMOTE_AREAS } from '@gcw/shared';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireAdmin } from '../features/guard/require-admin';
import { NotFoundPage } from './not-found-page';
import { RemoteAreaRoutes } from './remote-area-routes';
import { ShellRoot } from './shell-root';

// The sidebar layout is only for signed-in pages: the landing page never downloads it.
const SignedInFrame = lazy(() =>
  import('./signed-in-frame').then((m) => ({ default: m.SignedInFrame })),
);

function areaRoute(area: RemoteArea): RouteObject {
  const content = <RemoteAreaRoutes key={area.remote} area={area} notFound={<NotFoundPage />} />;
  return {
    path: area.prefix === '/' ? '*' : `${area.prefix}/*`,
    // The area is guarded before its remote loads: the remote's pages can only narrow it.
    element: area.access === 'admin' ? <RequireAdmin>{content}</RequireAdmin> : content,
  };
}

/**
 * The router: one route per remote area (the remote's own descriptors route inside it),
 * signed-in areas inside the sidebar layout, the landing's `/` area catching the rest.
 */
export function buildRouteObjects(areas: readonly RemoteArea[] = REMOTE_AREAS): RouteObject[] {
  const bare = areas.filter((area) => area.frame === 'bare');
  const signedIn = areas.filter((area) => area.frame === 'signed-in');
  return [
    {
      element: <ShellRoot />,
      children: [
        ...bare.filter((area) => area.prefix !== '/').map(areaRoute),
        {
          element: (
            <Suspense fallback={null}>
              <SignedInFrame />
            </Suspense>
          ),
          children: signedIn.map(areaRoute),
        },
        ...bare.filter((area) => area.prefix === '/').map(areaRoute),
      ],
    },
  ];
}
