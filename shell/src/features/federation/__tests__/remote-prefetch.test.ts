import type { PrefetchingPageDescriptor } from '@gcw/shared';
import { lazyPage, PATHS } from '@gcw/shared';

import { forgetRemote, readyRemote } from '../../../lib/remote-load-cache';
import * as fakeFederation from '../../../test-utils/fake-federation';
import { checkRemoteManifest } from '../../../test-utils/fake-manifest-check';
import { adminUser, participantUser } from '../../../test-utils/fixtures';
import { makeSessionStore } from '../../../test-utils/session-store';
import { prefetchPageData, startRemotePrefetch } from '../remote-prefetch';

jest.mock('../../../lib/remote-registry', () =>
  jest.requireActual('../../../test-utils/fake-federation'),
);
jest.mock('../../../lib/check-remote-manifest', () =>
  jest.requireActual('../../../test-utils/fake-manifest-check'),
);

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Login</span>';
  document.body.append(anchor);
  return anchor.firstElementChild as HTMLElement;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  fakeFederation.resetFakeFederation();
  fakeFederation.preloadRemoteAssets.mockClear();
  checkRemoteManifest.mockClear();
  document.body.innerHTML = '';
});
afterEach(() => {
  stop();
  jest.useRealTimers();
  for (const name of ['mfe_auth', 'mfe_dashboard', 'mfe_admin'] as const) forgetRemote(name);
});

describe('startRemotePrefetch', () => {
  it('loads, checks and preloads the remote a link leads to when it is pointed at', async () => {
    stop = startRemotePrefetch(() => null);
    link('/dashboard/profile').dispatchEvent(new Event('pointerover', { bubbles: true }));
    jest.useRealTimers();
    await flush();
    expect(checkRemoteManifest).toHaveBeenCalledWith('mfe_dashboard', expect.any(String));
    expect(readyRemote('mfe_dashboard')).toBeDefined();
    expect(fakeFederation.preloadRemoteAssets).toHaveBeenCalledWith('mfe_dashboard');
  });

  it('fetches the sign-in remote once the browser is idle, and only once', async () => {
    stop = startRemotePrefetch(() => PATHS.login);
    expect(fakeFederation.loadRemoteRoutes).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2_000);
    link('/auth/login').dispatchEvent(new Event('touchstart', { bubbles: true }));
    jest.useRealTimers();
    await flush();
    expect(fakeFederation.loadRemoteRoutes).toHaveBeenCalledTimes(1);
    expect(fakeFederation.loadRemoteRoutes).toHaveBeenCalledWith(
      'mfe_auth',
      'http://remotes.test/mfe_auth/mf-manifest.json',
    );
  });

  it("runs the code of the page the link leads to, not only its remote's entry", async () => {
    const load = jest.fn(async () => ({ default: () => null }));
    const page = { id: 'x', path: '/dashboard/things/:id', title: 'X', access: 'user' as const };
    fakeFederation.loadRemoteRoutes.mockResolvedValue({
      default: {
        remote: 'mfe_dashboard',
        pages: [
          { ...page, id: 'other', path: '/dashboard/other', component: lazyPage(load) },
          { ...page, component: lazyPage(load) },
        ],
      },
    });
    stop = startRemotePrefetch(() => null);
    link('/dashboard/things/7').dispatchEvent(new Event('pointerover', { bubbles: true }));
    jest.useRealTimers();
    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores links to other sites and stays quiet when a prefetch fails', async () => {
    fakeFederation.loadRemoteRoutes.mockRejectedValue(new Error('RUNTIME-008'));
    global.fetch = jest.fn();
    stop = startRemotePrefetch(() => null);
    link('https://example.com/admin').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/admin/cp').dispatchEvent(new Event('focusin', { bubbles: true }));
    jest.useRealTimers();
    await flush();
    expect(fakeFederation.loadRemoteRoutes).toHaveBeenCalledTimes(1);
    expect(fakeFederation.loadRemoteRoutes).toHaveBeenCalledWith(
      'mfe_admin',
      'http://remotes.test/mfe_admin/mf-manifest.json',
    );
    expect(readyRemote('mfe_admin')).toBeUndefined();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('prefetchPageData', () => {
  type Place = Pick<PrefetchingPageDescriptor, 'id' | 'path' | 'title' | 'access'>;
  const accountPage: Place = {
    id: 'account',
    path: '/dashboard/account',
    title: 'Akun',
    access: 'user',
  };
  const auditPage: Place = { id: 'audit', path: '/admin/audit', title: 'Audit', access: 'admin' };

  function remoteWith(remote: 'mfe_dashboard' | 'mfe_admin', page: Place) {
    const prefetch = jest.fn();
    const described: PrefetchingPageDescriptor = { ...page, component: () => null, prefetch };
    fakeFederation.loadRemoteRoutes.mockResolvedValue({ default: { remote, pages: [described] } });
    return prefetch;
  }

  async function settle() {
    jest.useRealTimers();
    await flush();
    await flush();
  }

  it("starts the opened page's requests with the store's dispatch, for a signed-in user", async () => {
    const prefetch = remoteWith('mfe_dashboard', accountPage);
    const store = makeSessionStore(participantUser);
    prefetchPageData('/dashboard/account', store);
    await settle();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(store.dispatch);
  });

  it('starts nothing for a visitor, nor for a page of another path', async () => {
    const prefetch = remoteWith('mfe_dashboard', accountPage);
    prefetchPageData('/dashboard/account', makeSessionStore(null));
    prefetchPageData('/dashboard/other', makeSessionStore(participantUser));
    await settle();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("starts an admin page's requests only for an admin", async () => {
    const prefetch = remoteWith('mfe_admin', auditPage);
    prefetchPageData('/admin/audit', makeSessionStore(participantUser));
    await settle();
    expect(prefetch).not.toHaveBeenCalled();
    prefetchPageData('/admin/audit', makeSessionStore(adminUser));
    await settle();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("stays quiet when the page's prefetch throws", async () => {
    remoteWith('mfe_dashboard', accountPage).mockImplementation(() => {
      throw new Error('broken remote');
    });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    prefetchPageData('/dashboard/account', makeSessionStore(participantUser));
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
