import type { PageId } from '@gcw/shared';
import { pageIdsOf } from '@gcw/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useState } from 'react';

import { RemoteBoundary } from '../remote-boundary';
import { forgetRemote } from '../remote-load-cache';
import { loadRemoteRoutes } from '../remote-registry';
import { SLOW_REMOTE_MS } from '../use-remote-routes';

jest.mock('../remote-registry', () => ({
  loadRemoteRoutes: jest.fn(),
  registerRemotesFromManifest: jest.fn(),
  remoteEntryOf: jest.fn(),
}));

const load = jest.mocked(loadRemoteRoutes);
const TIMEOUT_MS = 5_000;
/** Long enough for the shell's own quick retries of a failed network load, shorter than slow. */
const GIVE_UP_MS = 1_000;

function AdminPage({ id }: { id: PageId }) {
  return <h1>Halaman {id}</h1>;
}

/** The `./routes` module of mfe_admin as the federation runtime hands it over. */
function adminRoutes(overrides: Partial<Record<PageId, ComponentType>> = {}) {
  const pages = Object.fromEntries(
    pageIdsOf('mfe_admin').map((id) => [id, overrides[id] ?? (() => <AdminPage id={id} />)]),
  );
  return { default: { remote: 'mfe_admin', pages } };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** State that would be lost if the boundary's failure unmounted the rest of the tree. */
function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Klik {count}</button>;
}

function renderBoundary() {
  return render(
    <>
      <Counter />
      <RemoteBoundary remote="mfe_admin" page="admin-cp" timeoutMs={TIMEOUT_MS} />
    </>,
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
  load.mockReset();
});
afterEach(() => {
  forgetRemote('mfe_admin');
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('RemoteBoundary', () => {
  it('shows the page of a remote that loads', async () => {
    load.mockResolvedValue(adminRoutes());
    renderBoundary();
    expect(await screen.findByRole('heading', { name: 'Halaman admin-cp' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_admin', false);
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('keeps a page that loaded after the load timeout has long passed', async () => {
    load.mockResolvedValue(adminRoutes());
    renderBoundary();
    expect(await screen.findByRole('heading', { name: 'Halaman admin-cp' })).toBeInTheDocument();
    await advance(TIMEOUT_MS * 3);
    expect(screen.getByRole('heading', { name: 'Halaman admin-cp' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('accepts a module without a default export too', async () => {
    load.mockResolvedValue(adminRoutes().default);
    renderBoundary();
    expect(await screen.findByRole('heading', { name: 'Halaman admin-cp' })).toBeInTheDocument();
  });

  it("shows the alert with 'Coba lagi' when the load fails, and loads again on click", async () => {
    load.mockRejectedValue(new Error('404 mf-manifest.json'));
    renderBoundary();
    await advance(GIVE_UP_MS);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Halaman belum dapat ditampilkan');
    expect(alert).toHaveTextContent('sedang tidak dapat dihubungi');
    expect(screen.queryByRole('heading', { name: /Halaman admin-cp/ })).toBe(null);
    const callsBeforeRetry = load.mock.calls.length;

    load.mockReset();
    load.mockResolvedValue(adminRoutes());
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));

    expect(await screen.findByRole('heading', { name: 'Halaman admin-cp' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBe(null);
    expect(callsBeforeRetry).toBeGreaterThanOrEqual(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mfe_admin', true);
  });

  it('shows progress, then says it is still loading, then times out into the fallback', async () => {
    load.mockReturnValue(new Promise(() => undefined));
    renderBoundary();

    expect(screen.getByRole('status')).toHaveTextContent('Memuat halaman…');
    expect(screen.getByRole('progressbar', { name: 'Memuat halaman' })).toBeInTheDocument();

    await advance(SLOW_REMOTE_MS - 1);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat halaman…');
    expect(screen.queryByText(/Masih memuat halaman/)).toBe(null);

    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Masih memuat halaman');
    expect(screen.queryByRole('alert')).toBe(null);

    await advance(TIMEOUT_MS - SLOW_REMOTE_MS - 1);
    expect(screen.queryByRole('alert')).toBe(null);

    await advance(1);
    expect(screen.getByRole('alert')).toHaveTextContent('terlalu lama dimuat');
    expect(screen.queryByRole('status')).toBe(null);
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();

    load.mockResolvedValue(adminRoutes());
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Halaman admin-cp' })).toBeInTheDocument();
  });

  it('shows the fallback for a page that throws while the rest of the tree stays mounted', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function FlakyPage() {
      if (broken) throw new Error('render failed');
      return <h1>Halaman pulih</h1>;
    }
    const routes = deferred<unknown>();
    load.mockReturnValue(routes.promise);
    renderBoundary();

    const counter = screen.getByRole('button', { name: 'Klik 0' });
    fireEvent.click(counter);
    fireEvent.click(counter);
    await act(async () => routes.resolve(adminRoutes({ 'admin-cp': FlakyPage })));

    expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan saat menampilkan');
    expect(counter).toBeInTheDocument();
    expect(counter).toHaveTextContent('Klik 2');
    expect(consoleError).toHaveBeenCalled();

    broken = false;
    load.mockResolvedValue(adminRoutes({ 'admin-cp': FlakyPage }));
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Halaman pulih' })).toBeInTheDocument();
    expect(counter).toHaveTextContent('Klik 2');
  });

  it.each([
    ['a page missing', { default: { remote: 'mfe_admin', pages: { admin: () => null } } }],
    ['another remote name', { default: { ...adminRoutes().default, remote: 'mfe_auth' } }],
    ['no pages', { default: { remote: 'mfe_admin' } }],
    [
      'a page that is not a component',
      adminRoutes({ 'admin-cp': 'nope' as unknown as ComponentType }),
    ],
    ['nothing', null],
  ])('shows the fallback for a module with %s', async (_label, module) => {
    load.mockResolvedValue(module);
    renderBoundary();
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('tidak cocok dengan aplikasi');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Klik 0' })).toBeInTheDocument();
    // A broken contract is not a network error: the shell does not retry on its own.
    expect(load).toHaveBeenCalledTimes(1);
  });
});
