import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@gcw/shared';
import { lazy, Suspense } from 'react';

import { RequireAdmin } from '../features/guard/require-admin';
import { NotFoundPage } from './not-found-page';
import { RoutePage } from './route-page';

// The sidebar layout is only for signed-in pages: the landing page never downloads it.
const SignedInFrame = lazy(() =>
  import('./signed-in-frame').then((m) => ({ default: m.SignedInFrame })),
);

/** SPEC §2 route table as router objects: public pages bare, the rest signed in. */
export function buildRouteObjects(): RouteObject[] {
  const publicRoutes = ROUTES.filter((route) => route.access === 'public');
  const protectedRoutes = ROUTES.filter((route) => route.access !== 'public');
  return [
    ...publicRoutes.map((route) => ({
      path: route.path,
      element: <RoutePage key={route.id} route={route} />,
    })),
    {
      element: (
        <Suspense fallback={null}>
          <SignedInFrame />
        </Suspense>
      ),
      children: protectedRoutes.map((route) => ({
        path: route.path,
        element:
          route.access === 'admin' ? (
            <RequireAdmin>
              <RoutePage key={route.id} route={route} />
            </RequireAdmin>
          ) : (
            <RoutePage key={route.id} route={route} />
          ),
      })),
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}
