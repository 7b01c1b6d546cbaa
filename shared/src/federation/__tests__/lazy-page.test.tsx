import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { lazyPage, preloadPage } from '../lazy-page';

const Hello = () => <h1>Halo</h1>;

it('loads a page once, whether preloaded first or rendered first', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Hello }));
  const Page = lazyPage(load);
  await preloadPage(Page);
  await preloadPage(Page);
  render(
    <Suspense fallback={<p>Memuat</p>}>
      <Page />
    </Suspense>,
  );
  expect(await screen.findByRole('heading', { name: 'Halo' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('tries a failed load again and never rejects a preload', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Hello }>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue({ default: Hello });
  const Page = lazyPage(load);
  await expect(preloadPage(Page)).resolves.toBeUndefined();
  await preloadPage(Page);
  expect(load).toHaveBeenCalledTimes(2);
});

it('leaves components it did not make alone', async () => {
  await expect(preloadPage(Hello)).resolves.toBeUndefined();
  await expect(preloadPage(null)).resolves.toBeUndefined();
});
