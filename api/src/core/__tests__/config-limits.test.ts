import { loadConfig } from '../config';
import type { ConfigError } from '../config-parse';

const problems = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('limit settings from the environment', () => {
  test('defaults: loopback binding, loopback the only trusted proxy, limits in the database', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.redisUrl).toBeNull();
    expect(config.registerIpMax).toBe(20);
    expect(config.joinCodeMax).toBe(10);
  });

  test('TRUST_PROXY takes addresses, CIDRs and named ranges, or none', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toEqual([]);
  });

  test('TRUST_PROXY=true (anyone) and malformed entries stop the start with a reason', () => {
    expect(problems({ TRUST_PROXY: 'true' })[0]).toMatch(
      /would believe X-Forwarded-For from anyone/,
    );
    expect(problems({ TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toEqual([
      'TRUST_PROXY must list IP addresses, CIDRs, loopback, linklocal or uniquelocal (got "10.0.0.0/33", "proxy.local")',
    ]);
  });

  test('REDIS_URL must be a redis URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(problems({ REDIS_URL: 'http://127.0.0.1' })).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL',
    ]);
  });
});
