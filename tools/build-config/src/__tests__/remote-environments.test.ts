import { isChunkLoadingGlobalOf } from '@gcw/shared/federation';

import { CONTAINER_ENVIRONMENT, remoteEnvironments } from '../remote-environments';

function containerOutputOf(buildId: string) {
  const { config } = remoteEnvironments('mfe_dashboard', { name: 'mfe_dashboard' }, buildId);
  const rspack = config[CONTAINER_ENVIRONMENT]?.tools?.rspack as {
    output: { chunkLoadingGlobal: string; uniqueName: string };
  };
  return rspack.output;
}

describe('remoteEnvironments', () => {
  it('gives each build of a container its own chunk-loading global, named from its build id', () => {
    const first = containerOutputOf('0.1.0-20261202-130628-a69b968cc4');
    const next = containerOutputOf('0.1.0-20261202-140000-f52d0b1aaa');
    expect(first.chunkLoadingGlobal).toBe('chunk_mfe_dashboard__0_1_0_20261202_130628_a69b968cc4');
    expect(next.chunkLoadingGlobal).not.toBe(first.chunkLoadingGlobal);
    expect(first.uniqueName).toBe(first.chunkLoadingGlobal);
    // The shell recognises every one of them as the dashboard's, and no other remote's.
    expect(isChunkLoadingGlobalOf('mfe_dashboard', first.chunkLoadingGlobal)).toBe(true);
    expect(isChunkLoadingGlobalOf('mfe_admin', first.chunkLoadingGlobal)).toBe(false);
  });
});
