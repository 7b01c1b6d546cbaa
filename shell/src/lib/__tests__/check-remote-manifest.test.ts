import { CONTRACT_VERSION } from '@gcw/shared';

import { checkRemoteManifest } from '../check-remote-manifest';
import { RemoteLoadError } from '../remote-load-error';

const URL = 'http://remotes.test/mfe_auth/mf-manifest.json';

function manifest(overrides: Record<string, unknown> = {}, range = `^${CONTRACT_VERSION}`) {
  return {
    id: 'mfe_auth',
    name: 'mfe_auth',
    metaData: { name: 'mfe_auth', buildInfo: { buildVersion: '1.0.0-20261123-b1' } },
    shared: [
      { name: 'react', requiredVersion: '^19.3.1' },
      { name: '@gcw/shared', version: CONTRACT_VERSION, requiredVersion: range },
    ],
    exposes: [],
    ...overrides,
  };
}

function answer(body: string, status = 200) {
  global.fetch = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => body,
  })) as unknown as typeof fetch;
}

async function failure(): Promise<RemoteLoadError> {
  const error = await checkRemoteManifest('mfe_auth', URL).then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof RemoteLoadError))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];

describe('checkRemoteManifest', () => {
  it('accepts a build whose range includes this contract, and names the build', async () => {
    answer(JSON.stringify(manifest({}, `^${major}.0.0`)));
    await expect(checkRemoteManifest('mfe_auth', URL)).resolves.toEqual({
      buildId: '1.0.0-20261123-b1',
      wanted: `^${major}.0.0`,
      found: CONTRACT_VERSION,
    });
  });

  it('refuses a build that needs a newer minor version, before any of its code is loaded', async () => {
    answer(JSON.stringify(manifest({}, `^${major}.${minor + 1}.0`)));
    const error = await failure();
    expect(error.reason).toBe('version-mismatch');
    expect(error.info).toEqual({
      buildId: '1.0.0-20261123-b1',
      wanted: `^${major}.${minor + 1}.0`,
      found: CONTRACT_VERSION,
    });
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses a build of the next major version', async () => {
    answer(JSON.stringify(manifest({}, `^${major + 1}.0.0`)));
    expect((await failure()).reason).toBe('version-mismatch');
  });

  it('refuses a build that declares no contract range', async () => {
    answer(JSON.stringify(manifest({ shared: [{ name: 'react', requiredVersion: '^19' }] })));
    const error = await failure();
    expect(error.reason).toBe('version-mismatch');
    expect(error.message).toContain('declares no contract range');
  });

  it('refuses a manifest URL that answers HTML', async () => {
    answer('<!doctype html><html><body>index</body></html>');
    const error = await failure();
    expect(error.reason).toBe('manifest-invalid');
    expect(error.message).toContain('<!doctype html>');
  });

  it('refuses the manifest of another app', async () => {
    answer(JSON.stringify({ ...manifest(), name: 'mfe_admin', metaData: { name: 'mfe_admin' } }));
    const error = await failure();
    expect(error.reason).toBe('manifest-invalid');
    expect(error.message).toContain('"mfe_admin"');
  });

  it('says a manifest that is not there is missing, without retrying', async () => {
    answer('Not Found', 404);
    expect((await failure()).reason).toBe('manifest-missing');
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure, then reports it as network', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const result = checkRemoteManifest('mfe_auth', URL).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(5_000);
    const error = (await result) as RemoteLoadError;
    jest.useRealTimers();
    expect(error.reason).toBe('network');
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  describe('the federation runtime the remote runs on', () => {
    const page = globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: unknown };
    beforeEach(() => {
      page._FEDERATION_RUNTIME_CORE_FROM = { name: 'shell', version: '2.9.2' };
    });
    afterEach(() => {
      delete page._FEDERATION_RUNTIME_CORE_FROM;
    });
    const builtWith = (pluginVersion: string) =>
      manifest({
        metaData: { name: 'mfe_auth', pluginVersion, buildInfo: { buildVersion: 'b7' } },
      });

    it('accepts a remote built with the same minor line as the shell', async () => {
      answer(JSON.stringify(builtWith('2.9.5')));
      await expect(checkRemoteManifest('mfe_auth', URL)).resolves.toMatchObject({
        buildId: 'b7',
      });
    });

    it('refuses a remote built with another minor line, before any of its code runs', async () => {
      answer(JSON.stringify(builtWith('2.10.0')));
      const error = await failure();
      expect(error.reason).toBe('version-mismatch');
      expect(error.message).toBe(
        'mfe_auth build b7 was built with Module Federation 2.10.0; this shell runs 2.9.2',
      );
    });
  });
});
