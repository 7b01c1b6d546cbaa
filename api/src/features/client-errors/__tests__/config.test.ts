import { loadConfig } from '../../../core/config';
import { ConfigError } from '../../../core/config-parse';

describe('client errors: configuration', () => {
  test('defaults to 30 reports per address per minute', () => {
    const config = loadConfig({});
    expect(config.clientErrorMax).toBe(30);
    expect(config.clientErrorWindowMs).toBe(60_000);
  });

  test('reads CLIENT_ERROR_RATE_LIMIT_MAX and CLIENT_ERROR_RATE_LIMIT_WINDOW_MS', () => {
    const config = loadConfig({
      CLIENT_ERROR_RATE_LIMIT_MAX: '5',
      CLIENT_ERROR_RATE_LIMIT_WINDOW_MS: '10000',
    });
    expect(config.clientErrorMax).toBe(5);
    expect(config.clientErrorWindowMs).toBe(10_000);
  });

  test('refuses values that are not positive integers, naming the variable', () => {
    let error: unknown;
    try {
      loadConfig({ CLIENT_ERROR_RATE_LIMIT_MAX: '0', CLIENT_ERROR_RATE_LIMIT_WINDOW_MS: '1.5' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('CLIENT_ERROR_RATE_LIMIT_MAX');
    expect(problems).toContain('CLIENT_ERROR_RATE_LIMIT_WINDOW_MS');
  });
});
