import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { whenPathRendered } from '../rendered-path';
import { RenderedPathReporter } from '../rendered-path-reporter';

describe('whenPathRendered', () => {
  it('settles once the route is on screen, not when the router has moved', async () => {
    let arrive = () => undefined as void;
    const loading = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          element: <RenderedPathReporter />,
          children: [
            { path: '/dashboard', element: null },
            {
              path: '/',
              lazy: async () => {
                await loading;
                return { element: null };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    let rendered = false;
    const home = whenPathRendered('/', 5_000).then(() => {
      rendered = true;
    });
    await act(async () => {
      void router.navigate('/');
    });
    expect(rendered).toBe(false);
    await act(async () => arrive());
    await home;
    expect(rendered).toBe(true);
  });

  it('gives up after its time limit', async () => {
    jest.useFakeTimers();
    const never = whenPathRendered('/nowhere', 1_000);
    jest.advanceTimersByTime(1_000);
    await expect(never).resolves.toBeUndefined();
    jest.useRealTimers();
  });
});
