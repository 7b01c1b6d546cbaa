import { screen } from '@testing-library/react';

import routesModule from '../routes';
import { renderWithApp } from '../test-utils/render-with-app';

describe('/dashboard', () => {
  it('is a page of the dashboard that leads to the profile', async () => {
    const home = routesModule.pages.find((page) => page.path === '/dashboard');
    expect(home?.access).toBe('user');
    const Home = home!.component;
    renderWithApp(<Home />, { path: '/dashboard' });
    expect(await screen.findByRole('status', { name: 'current location' })).toHaveTextContent(
      /^\/dashboard\/profile$/,
    );
  });
});
