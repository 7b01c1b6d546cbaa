import { loadConfig } from '../../config';
import { ConfigError } from '../../config-parse';
import { RemoteFailureLabels } from '../remote-failure-labels';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
};

describe('metrics configuration', () => {
  test('off by default, on loopback when on, with an optional token', () => {
    expect(loadConfig({})).toMatchObject({
      metricsPort: null,
      metricsHost: '127.0.0.1',
      metricsToken: null,
    });
    expect(
      loadConfig({ METRICS_PORT: '9465', METRICS_TOKEN: 'a-token-of-16-chars+' }),
    ).toMatchObject({ metricsPort: 9465, metricsToken: 'a-token-of-16-chars+' });
  });

  test('refuses the public port, a bad port and a short token', () => {
    expect(problemsOf({ METRICS_PORT: '4000' })).toContain('METRICS_PORT must differ from PORT');
    expect(problemsOf({ PORT: '4300', METRICS_PORT: '4300' })).toContain('METRICS_PORT');
    expect(problemsOf({ METRICS_PORT: 'x' })).toContain('METRICS_PORT');
    expect(problemsOf({ METRICS_PORT: '9465', METRICS_TOKEN: 'short' })).toContain('METRICS_TOKEN');
  });
});

describe('remote failure labels', () => {
  const report = (buildId: string, remote = 'mfe_admin') => ({
    remote,
    buildId,
    reason: 'timeout',
  });

  test('at most 20 build ids per remote; later ones are `other`, known ones stay', () => {
    const labels = new RemoteFailureLabels();
    for (let i = 0; i < 20; i += 1) expect(labels.of(report(`1.0.${i}`)).build_id).toBe(`1.0.${i}`);
    expect(labels.of(report('1.0.99')).build_id).toBe('other');
    expect(labels.of(report('1.0.3')).build_id).toBe('1.0.3');
    expect(labels.of(report('2.0.0', 'mfe_auth')).build_id).toBe('2.0.0');
  });

  test('no build id, a malformed one, a long one', () => {
    const labels = new RemoteFailureLabels();
    expect(labels.of({ remote: 'mfe_auth', reason: 'timeout' }).build_id).toBe('unknown');
    expect(labels.of(report('"}\nfake_metric 1')).build_id).toBe('invalid');
    expect(labels.of(report('a'.repeat(90))).build_id).toHaveLength(64);
  });
});
