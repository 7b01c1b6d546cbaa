import { createInstance } from '@module-federation/enhanced/runtime';

import { startFromFreshContainer } from '../fresh-container';

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

const OLD = 'http://remotes.test/mfe_dashboard/old/mf-manifest.json';
const NEW = 'http://remotes.test/mfe_dashboard/new/mf-manifest.json';

function runtimeWith(entry: string) {
  return createInstance({ name: 'gcw_shell_test', remotes: [{ name: 'mfe_dashboard', entry }] });
}

const entryOf = (federation: ReturnType<typeof runtimeWith>) =>
  federation.options.remotes.find((remote) => remote.name === 'mfe_dashboard');

// The runtime warns on every forced registration; that is the point here.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  for (const key of Object.keys(globals)) if (key.startsWith('chunk_')) delete globals[key];
});

describe('startFromFreshContainer', () => {
  it("drops every chunk array and the container global of the remote, and no other remote's", () => {
    const federation = runtimeWith(OLD);
    // What a failed or replaced container left: its pushed chunks, copies' arrays, its global.
    globals.chunk_mfe_dashboard = [[[30], { XJ: () => undefined }]];
    globals.chunk_mfe_dashboard__0_1_0_a = [[[30], {}]];
    globals.mfe_dashboard = { get: () => undefined };
    globals.chunk_mfe_admin__0_1_0_a = [[[1], {}]];

    startFromFreshContainer(federation, 'mfe_dashboard', OLD);

    expect(globals.chunk_mfe_dashboard).toBeUndefined();
    expect(globals.chunk_mfe_dashboard__0_1_0_a).toBeUndefined();
    expect(globals.mfe_dashboard).toBeUndefined();
    expect(globals.chunk_mfe_admin__0_1_0_a).toHaveLength(1);
  });

  it('registers the remote at the entry the shell checked when the runtime has another', () => {
    const federation = runtimeWith(OLD);
    startFromFreshContainer(federation, 'mfe_dashboard', NEW);
    expect(entryOf(federation)).toMatchObject({ entry: NEW });
  });

  it('drops a container the runtime keeps for the remote, so a module that threw is not answered again', () => {
    const federation = runtimeWith(OLD);
    const kept = federation.remoteHandler.initRawContainer('mfe_dashboard', OLD, {
      get: async () => () => ({}),
      init: async () => undefined,
    } as never);
    expect(federation.moduleCache.get('mfe_dashboard')).toBe(kept);

    startFromFreshContainer(federation, 'mfe_dashboard', OLD);
    expect(federation.moduleCache.has('mfe_dashboard')).toBe(false);
    expect(entryOf(federation)).toMatchObject({ entry: OLD });
  });
});
