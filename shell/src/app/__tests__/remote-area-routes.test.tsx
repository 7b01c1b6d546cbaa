import type { RemoteArea, RemoteRoutesModule } from '@gcw/shared';
import { areaOfRemote } from '@gcw/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { SLOW_REMOTE_MS } from '../../features/federation/use-remote-routes';
import { forgetRemote } from '../../lib/remote-load-cache';
import { RemoteLoadError } from '../../lib/remote-load-error';
import * as fakeFederation from '../../test-utils/fake-federation';
import { checkRemoteManifest } from '../../test-utils/fake-manifest-check';
import { adminUser, makeSession } from '../../test-utils/fixtures';
import { markerPage, SPEC_REMOTES } from '../../test-utils/spec-remotes';
import { makeAppStore } from '../../test-utils/test-store';
import { RemoteAreaRoutes } from '../remote-area-routes';

jest.mock('../../lib/remote-registry', () =>
  jest.requireActual('../../test-utils/fake-federation'),
);
jest.mock('../../lib/check-remote-manifest', () =>
  jest.requireActual('../../test-utils/fake-manifest-check'),
);

const load = fakeFederation.loadRemoteRoutes;
const admin = areaOfRemote('mfe_admin');
const TIMEOUT_MS = 15_000; // the default remoteLoadTimeoutMs of the app config

function withPage(page: Partial<RemoteRoutesModule['pages'][number]> & { id: string }) {
  const module = SPEC_REMOTES.mfe_admin;
  return {
    default: {
      ...module,
      pages: module.pages.map((entry) => (entry.id === page.id ? { ...entry, ...page } : entry)),
    },
  };
}

/** State that would be lost if a failure unmounted the rest of the tree. */
function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Klik {count}</button>;
}

function renderArea(path = '/admin/cp', area: RemoteArea = admin) {
  return render(
    <Provider store={makeAppStore({ session: makeSession(adminUser) })}>
      <MemoryRouter initialEntries={[path]}>
        <Counter />
        <Routes>
          <Route
            path={`${area.prefix}/*`}
            element={<RemoteAreaRoutes area={area} notFound={<p>tidak ada</p>} />}
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const posted = () =>
  (global.fetch as jest.Mock).mock.calls.map(([url, init]) => ({
    url: String(url),
    body: JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
  }));
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  fakeFederation.resetFakeFederation();
  checkRemoteManifest.mockClear();
  global.fetch = jest.fn(async () => ({ ok: true, status: 202 }) as Response);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  forgetRemote('mfe_admin');
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('RemoteAreaRoutes', () => {
  it("routes to the remote's own page descriptor", async () => {
    renderArea('/admin/cp');
    expect(await screen.findByText('page:admin-cp')).toBeInTheDocument();
    expect(checkRemoteManifest).toHaveBeenCalledWith(
      'mfe_admin',
      'http://remotes.test/mfe_admin/mf-manifest.json',
    );
    expect(load).toHaveBeenCalledWith(
      'mfe_admin',
      'http://remotes.test/mfe_admin/mf-manifest.json',
    );
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('shows a page a new build of the remote adds, and not-found for a path it does not have', async () => {
    const module = SPEC_REMOTES.mfe_admin;
    load.mockResolvedValue({
      default: {
        ...module,
        pages: [
          ...module.pages,
          {
            id: 'new',
            path: '/admin/laporan',
            title: 'Laporan',
            access: 'admin',
            component: markerPage('new'),
          },
        ],
      },
    });
    const view = renderArea('/admin/laporan');
    expect(await screen.findByText('page:new')).toBeInTheDocument();
    view.unmount();
    renderArea('/admin/nowhere');
    expect(await screen.findByText('tidak ada')).toBeInTheDocument();
  });

  it("refuses a remote whose declared range excludes the shell's contract, before its code runs", async () => {
    checkRemoteManifest.mockRejectedValueOnce(
      new RemoteLoadError('version-mismatch', 'mfe_admin build b7 needs @gcw/shared ^2.0.0', {
        buildId: 'b7',
        wanted: '^2.0.0',
        found: '1.1.0',
      }),
    );
    renderArea();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bagian ini sedang diperbarui');
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Klik 0' })).toBeInTheDocument();
    expect(posted()).toEqual([
      {
        url: '/api/v1/client-errors',
        body: expect.objectContaining({
          kind: 'remote-load',
          remote: 'mfe_admin',
          reason: 'version-mismatch',
          buildId: 'b7',
          wanted: '^2.0.0',
          found: '1.1.0',
          page: '/',
        }),
      },
    ]);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('[federation] mfe_admin version-mismatch'),
      expect.objectContaining({ reason: 'version-mismatch' }),
    );
  });

  it("retries by reading mf-remotes.json again, then loads the remote's new build", async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-008 ScriptNetworkError'));
    renderArea();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('sedang tidak dapat dihubungi');
    expect(posted()[0]?.body).toMatchObject({
      reason: 'network',
      buildId: 'mfe_admin-test-build',
    });

    const next = 'http://remotes.test/mfe_admin-next/mf-manifest.json';
    fakeFederation.remoteEntryOf.mockReturnValue(next);
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('page:admin-cp')).toBeInTheDocument();
    expect(fakeFederation.refreshRemotesMap).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith('mfe_admin', next);
  });

  it('loads the build the map names next, by itself, after a failure (the next navigation)', async () => {
    load.mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 30 failed'));
    renderArea();
    expect(await screen.findByRole('alert')).toHaveTextContent('sedang tidak dapat dihubungi');

    act(() => fakeFederation.announceMapChange(['mfe_admin']));
    expect(await screen.findByText('page:admin-cp')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('reports a remote whose code throws on import as an import error', async () => {
    load.mockRejectedValueOnce(new TypeError('(0 , shared.newHelper) is not a function'));
    renderArea();
    expect(await screen.findByRole('alert')).toHaveTextContent('tidak dapat dimuat');
    expect(posted()[0]?.body).toMatchObject({ reason: 'import-error' });
  });

  it('shows progress, says it is still loading, then times out into the fallback', async () => {
    jest.useFakeTimers();
    load.mockReturnValue(new Promise(() => undefined));
    renderArea();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat halaman…');
    await advance(SLOW_REMOTE_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Masih memuat halaman');
    await advance(TIMEOUT_MS - SLOW_REMOTE_MS);
    expect(screen.getByRole('alert')).toHaveTextContent('terlalu lama dimuat');
    expect(posted()[0]?.body).toMatchObject({ reason: 'timeout' });
  });

  it('contains a page that throws while rendering, reports it, and recovers on Retry', async () => {
    let broken = true;
    function FlakyPage() {
      if (broken) throw new Error('render failed');
      return <h1>Halaman pulih</h1>;
    }
    load.mockResolvedValue(withPage({ id: 'admin-cp', component: FlakyPage }));
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Klik 0' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Terjadi kesalahan saat menampilkan');
    expect(screen.getByRole('button', { name: 'Klik 1' })).toBeInTheDocument();
    expect(posted().at(-1)?.body).toMatchObject({
      reason: 'render-crash',
      detail: 'admin-cp: render failed',
    });

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Halaman pulih' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Klik 1' })).toBeInTheDocument();
  });

  it('guards a page by the stricter of its own access and its area', async () => {
    const store = makeAppStore({ session: makeSession() });
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/admin/cp']}>
          <Routes>
            <Route
              path="/admin/*"
              element={<RemoteAreaRoutes area={{ ...admin, access: 'user' }} notFound={null} />}
            />
            <Route path="/" element={<p>beranda</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('beranda')).toBeInTheDocument();
    expect(screen.queryByText('page:admin-cp')).toBe(null);
  });

  it.each([
    [
      'a page outside its area',
      withPage({ id: 'admin-cp', path: '/dashboard/cp' }),
      'page admin-cp: path /dashboard/cp is outside /admin',
    ],
    ['a page without a title', withPage({ id: 'admin-cp', title: '' }), 'title is missing'],
    [
      'another remote name',
      { default: { ...SPEC_REMOTES.mfe_admin, remote: 'mfe_auth' } },
      'not mfe_admin',
    ],
    ['no pages', { default: { remote: 'mfe_admin', pages: [] } }, 'declares no pages'],
    [
      'a page that is no component',
      withPage({ id: 'admin-cp', component: 'nope' as never }),
      'component is missing',
    ],
    [
      'a prefetch that is no function',
      withPage({ id: 'admin-cp', prefetch: 'nope' } as never),
      'page admin-cp: prefetch is not a function',
    ],
    [
      'a menu entry in no group',
      withPage({ id: 'admin-cp', menu: { group: 'x', label: 'X', icon: () => null, order: 1 } }),
      'menu group x is not declared',
    ],
    ['nothing', null, 'no default export'],
  ])('refuses a ./routes module with %s and names the fault', async (_label, module, fault) => {
    load.mockResolvedValue(module as never);
    renderArea();
    expect(await screen.findByRole('alert')).toHaveTextContent('sedang diperbarui');
    expect(posted()[0]?.body).toMatchObject({ reason: 'contract-mismatch' });
    expect(String(posted()[0]?.body.detail)).toContain(fault);
    expect(screen.queryByText(/^page:/)).toBe(null);
  });
});
