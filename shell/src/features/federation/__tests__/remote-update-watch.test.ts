import { forgetRemote, loadRemoteOnce, readyRemote } from '../../../lib/remote-load-cache';
import * as fakeFederation from '../../../test-utils/fake-federation';
import { startRemoteUpdateWatch, updatedRemotes } from '../remote-update-watch';

jest.mock('../../../lib/remote-registry', () =>
  jest.requireActual('../../../test-utils/fake-federation'),
);
jest.mock('../../../lib/check-remote-manifest', () =>
  jest.requireActual('../../../test-utils/fake-manifest-check'),
);

type Location = { key: string; pathname: string; search: string; hash: string };

function fakeRouter() {
  let listener: (state: { location: Location }) => void = () => undefined;
  const router = {
    state: { location: { key: 'k0', pathname: '/', search: '', hash: '' } },
    subscribe: (next: typeof listener) => {
      listener = next;
      return () => undefined;
    },
  };
  const navigate = (key: string, pathname: string) => {
    router.state = { location: { key, pathname, search: '', hash: '' } };
    listener(router.state);
  };
  return { router, navigate };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => fakeFederation.resetFakeFederation());
afterEach(() => forgetRemote('mfe_landing'));

describe('startRemoteUpdateWatch', () => {
  it('reads mf-remotes.json on each navigation; a redeployed remote not in use needs nothing', async () => {
    const { router, navigate } = fakeRouter();
    const stop = startRemoteUpdateWatch(router);
    fakeFederation.refreshRemotesMap.mockResolvedValue(['mfe_admin']);
    navigate('k1', '/about');
    await flush();
    expect(fakeFederation.refreshRemotesMap).toHaveBeenCalledTimes(1);
    expect(updatedRemotes()).toEqual([]);
    stop();
  });

  it('announces a redeployed remote whose code runs here, then lets the next page load the new build', async () => {
    await loadRemoteOnce('mfe_landing', false);
    const { router, navigate } = fakeRouter();
    const stop = startRemoteUpdateWatch(router);
    fakeFederation.refreshRemotesMap.mockResolvedValue(['mfe_landing']);
    navigate('k1', '/about');
    await flush();
    expect(updatedRemotes()).toEqual(['mfe_landing']);
    expect(readyRemote('mfe_landing')).toBeDefined();

    fakeFederation.refreshRemotesMap.mockResolvedValue([]);
    navigate('k2', '/auth/login');
    // The old build is let go (the page loads the new one), and the notice is done.
    expect(readyRemote('mfe_landing')).toBeUndefined();
    expect(updatedRemotes()).toEqual([]);
    stop();
  });
});
