import { act, screen } from '@testing-library/react';

import { makeSession } from '../../../test-utils/fixtures';
import { renderAppRoutes } from '../../../test-utils/render-app-routes';
import { makeAppStore } from '../../../test-utils/test-store';
import { formatDocumentTitle } from '../use-page-title';

jest.mock('../../../lib/remote-registry', () =>
  jest.requireActual('../../../test-utils/fake-federation'),
);
jest.mock('../../../lib/check-remote-manifest', () =>
  jest.requireActual('../../../test-utils/fake-manifest-check'),
);

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function pageViews() {
  return ((window as DataLayerWindow).dataLayer ?? []).filter(
    (entry) => (entry as { event?: unknown }).event === 'page_view',
  );
}

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
  document.title = '';
  window.localStorage.clear();
});

describe('usePageTitle', () => {
  it('formats "<title> | <event name>"', () => {
    expect(formatDocumentTitle('Masuk', 'GCW 2025')).toBe('Masuk | GCW 2025');
  });

  it("titles the login page 'Masuk | GCW 2025' and reports one page_view", async () => {
    renderAppRoutes(makeAppStore(), '/auth/login');
    await screen.findByText('page:login');
    expect(document.title).toBe('Masuk | GCW 2025');
    expect(pageViews()).toEqual([
      { event: 'page_view', title: 'Masuk | GCW 2025', path: '/auth/login' },
    ]);
  });

  it('sets the title and pushes a page_view on every navigation', async () => {
    const { router } = renderAppRoutes(makeAppStore({ session: makeSession() }), '/');
    await screen.findByText('page:home');
    expect(document.title).toBe('Beranda | GCW 2025');

    await act(() => router.navigate('/about'));
    expect(document.title).toBe('Tentang Kami | GCW 2025');

    await act(() => router.navigate('/dashboard/hackathon/11?tab=team'));
    await screen.findByText('page:hackathon-detail');
    expect(document.title).toBe('Detail Tim Hackathon | GCW 2025');

    // Same page, another team: still a navigation, still reported.
    await act(() => router.navigate('/dashboard/hackathon/12'));
    await act(() => router.navigate('/dashboard/competitive-programming/tahap-1'));
    await screen.findByText('page:cp-stage-1');
    expect(document.title).toBe('CP Tahap 1: Warm-up | GCW 2025');

    expect(pageViews()).toEqual([
      { event: 'page_view', title: 'Beranda | GCW 2025', path: '/' },
      { event: 'page_view', title: 'Tentang Kami | GCW 2025', path: '/about' },
      {
        event: 'page_view',
        title: 'Detail Tim Hackathon | GCW 2025',
        path: '/dashboard/hackathon/11',
      },
      {
        event: 'page_view',
        title: 'Detail Tim Hackathon | GCW 2025',
        path: '/dashboard/hackathon/12',
      },
      {
        event: 'page_view',
        title: 'CP Tahap 1: Warm-up | GCW 2025',
        path: '/dashboard/competitive-programming/tahap-1',
      },
    ]);
  });

  it('titles the not-found page too', async () => {
    renderAppRoutes(makeAppStore(), '/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Halaman tidak ditemukan | GCW 2025');
    expect(pageViews()).toEqual([
      { event: 'page_view', title: 'Halaman tidak ditemukan | GCW 2025', path: '/no/such/page' },
    ]);
  });
});
