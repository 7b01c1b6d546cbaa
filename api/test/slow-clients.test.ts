import { slowClient } from '@gcw/server-kit/slow-client';

import { ApiProcess, buildApi, freePort } from './support/api-process';
import { R } from './support/harness';

beforeAll(() => buildApi(), 60_000);

/**
 * The production build with small HTTP_*_TIMEOUT_MS: a client whose headers or body trickle in
 * is cut at the limit (408 or a plain close), and so is a kept connection left idle.
 */
describe('the API cuts slow clients at the configured limits', () => {
  let api: ApiProcess;

  beforeAll(async () => {
    api = await new ApiProcess(await freePort(), {
      DATABASE_URL: 'memory://',
      JWT_SECRET: 'slow-clients-secret-slow-clients-secret',
      ADMIN_PASSWORD: 'admin-password-123',
      HTTP_HEADERS_TIMEOUT_MS: '600',
      HTTP_REQUEST_TIMEOUT_MS: '1500',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
    }).start();
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
  });

  test('headers trickling, body trickling, idle: each closed at its limit, never before', async () => {
    const [headers, body, idle] = await Promise.all([
      slowClient(api.url, 'headers', '/api/health'),
      slowClient(api.url, 'body', `${R}/auth/login`),
      slowClient(api.url, 'idle', '/api/health'),
    ]);
    expect(headers.closedAfterMs).toBeGreaterThanOrEqual(600);
    expect(body.closedAfterMs).toBeGreaterThanOrEqual(1500);
    // The keep-alive clock starts as the answer leaves; the client's when it arrives.
    expect(idle.closedAfterMs).toBeGreaterThanOrEqual(1000 - 50);
    // Cut by these limits, not by anything slower (Node checks every 150 ms here).
    for (const r of [headers, body, idle]) expect(r.closedAfterMs).toBeLessThan(6000);
    expect([408, null]).toContain(headers.status);
    expect([408, null]).toContain(body.status);
    expect(idle.status).toBe(200);
  });

  test('a limit out of range stops the start with a readable message', async () => {
    const bad = new ApiProcess(await freePort(), {
      DATABASE_URL: 'memory://',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      HTTP_REQUEST_TIMEOUT_MS: '1000',
    });
    await expect(bad.start()).rejects.toThrow(
      /HTTP_HEADERS_TIMEOUT_MS must not be more than HTTP_REQUEST_TIMEOUT_MS/,
    );
  });
});
