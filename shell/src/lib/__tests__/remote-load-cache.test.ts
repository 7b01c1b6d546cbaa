import * as fakeFederation from '../../test-utils/fake-federation';
import { SPEC_REMOTES } from '../../test-utils/spec-remotes';
import { forgetRemote, loadRemoteOnce } from '../remote-load-cache';
import { RemoteLoadError } from '../remote-load-error';

jest.mock('../remote-registry', () => jest.requireActual('../../test-utils/fake-federation'));
jest.mock('../check-remote-manifest', () =>
  jest.requireActual('../../test-utils/fake-manifest-check'),
);

beforeEach(() => fakeFederation.resetFakeFederation());
afterEach(() => forgetRemote('mfe_dashboard'));

/** A remote whose module throws on import once; Module Federation then answers an empty module. */
function codeThatThrowsOnce() {
  fakeFederation.loadRemoteRoutes.mockRejectedValueOnce(new Error('boom at import'));
  fakeFederation.loadRemoteRoutes.mockResolvedValue({} as never);
}

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'loaded',
    (error: unknown) => (error instanceof RemoteLoadError ? error.reason : 'other'),
  );

describe('loadRemoteOnce', () => {
  it('answers a remote whose code threw with the same import error until a fresh try', async () => {
    codeThatThrowsOnce();
    // The boot prefetch fails first, quietly; the page's own load must see what happened.
    expect(await reasonOf(loadRemoteOnce('mfe_dashboard', false))).toBe('import-error');
    expect(await reasonOf(loadRemoteOnce('mfe_dashboard', false))).toBe('import-error');
    expect(fakeFederation.loadRemoteRoutes).toHaveBeenCalledTimes(1);
    // Retry loads the code again (here still broken: an empty module).
    expect(await reasonOf(loadRemoteOnce('mfe_dashboard', true))).toBe('contract-mismatch');
    expect(fakeFederation.loadRemoteRoutes).toHaveBeenCalledTimes(2);
  });

  it("loads the build the map now names, never answering with another build's failure", async () => {
    codeThatThrowsOnce();
    expect(await reasonOf(loadRemoteOnce('mfe_dashboard', false))).toBe('import-error');
    fakeFederation.loadRemoteRoutes.mockImplementation(async (name) => ({
      default: SPEC_REMOTES[name],
    }));
    fakeFederation.remoteEntryOf.mockReturnValue('http://remotes.test/fixed/mf-manifest.json');
    expect(await reasonOf(loadRemoteOnce('mfe_dashboard', false))).toBe('loaded');
    expect(fakeFederation.loadRemoteRoutes).toHaveBeenLastCalledWith(
      'mfe_dashboard',
      'http://remotes.test/fixed/mf-manifest.json',
    );
  });

  it('tries again at once after a network failure', async () => {
    fakeFederation.loadRemoteRoutes.mockRejectedValueOnce(new Error('ChunkLoadError: gone'));
    expect(await reasonOf(loadRemoteOnce('mfe_dashboard', false))).toBe('network');
    expect(await reasonOf(loadRemoteOnce('mfe_dashboard', false))).toBe('loaded');
  });
});
