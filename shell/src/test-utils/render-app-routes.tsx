import type { Store } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { buildRouteObjects } from '../app/route-objects';

/** Renders route objects (the real table by default) in a memory router on `store`. */
export function renderAppRoutes(
  store: Store,
  initialPath: string,
  routes: RouteObject[] = buildRouteObjects(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, ...view };
}

export function currentPath(router: {
  state: { location: { pathname: string; search: string; hash: string } };
}) {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
