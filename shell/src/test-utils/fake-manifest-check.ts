import type { RemoteBuildInfo } from '../lib/remote-load-error';

/** Stands in for `check-remote-manifest` (jest.mock): every manifest is compatible. */
export const checkRemoteManifest = jest.fn(
  async (name: string, _url: string): Promise<RemoteBuildInfo> => ({
    buildId: `${name}-test-build`,
    wanted: '^1.0.0',
    found: '1.1.0',
  }),
);
