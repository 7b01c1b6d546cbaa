import type { RenderOptions } from '@gcw/shared/testing';
import { renderWithApp as renderPage } from '@gcw/shared/testing';
import type { ReactElement } from 'react';

import { ADMIN } from './fixtures';

/**
 * The shared harness as the admin remote's pages meet it: signed in as an admin, mounted on
 * every path (filters live in the query), and every JSON call must ask for the admin API.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  return renderPage(ui, {
    path: '*',
    requireBase: 'admin',
    ...options,
    user: options.user === undefined ? ADMIN : options.user,
  });
}
