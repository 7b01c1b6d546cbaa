/**
 * @jest-environment node
 */
import { slowClient } from '@gcw/server-kit/slow-client';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { StandInApi } from '../gateway/__tests__/support/stand-in-api';
import { ApiUpstreams } from '../gateway/api-upstreams';
import { httpTimeoutsFromEnv } from '../http-timeouts';
import { createProductHost } from '../product-host';

// Small limits, as the environment sets them, so that the test takes seconds.
const timeouts = httpTimeoutsFromEnv({
  HTTP_HEADERS_TIMEOUT_MS: '600',
  HTTP_REQUEST_TIMEOUT_MS: '1500',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
});

describe('the product host cuts slow clients', () => {
  const api = new StandInApi('a');
  let root: string;
  let host: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    await api.start();
    root = mkdtempSync(path.join(os.tmpdir(), 'host-timeouts-'));
    writeFileSync(path.join(root, 'index.html'), '<!DOCTYPE html><html></html>');
    host = await createProductHost({ root, apiUpstreams: new ApiUpstreams([api.url]), timeouts });
    await host.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await host.close();
    await api.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test('the defaults fit a 5 MB upload from a slow phone, behind a proxy that keeps 60 s', () => {
    expect(httpTimeoutsFromEnv({})).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(() => httpTimeoutsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: 'soon' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });

  test('headers, a body (on its way to the API) and an idle connection: each cut at its limit', async () => {
    const [headers, body, idle, idleApi] = await Promise.all([
      slowClient(origin, 'headers', '/healthz'),
      slowClient(origin, 'body', '/api/v1/gcw/resources/auth/login'),
      slowClient(origin, 'idle', '/healthz'),
      slowClient(origin, 'idle', '/api/health'),
    ]);
    expect(headers.closedAfterMs).toBeGreaterThanOrEqual(600);
    expect(body.closedAfterMs).toBeGreaterThanOrEqual(1500);
    // The keep-alive clock starts as the answer leaves; the client's when it arrives.
    expect(idle.closedAfterMs).toBeGreaterThanOrEqual(1000 - 50);
    expect(idleApi.closedAfterMs).toBeGreaterThanOrEqual(1000 - 50);
    // Cut by these limits, not by anything slower (Node checks every 150 ms here).
    for (const r of [headers, body, idle, idleApi]) expect(r.closedAfterMs).toBeLessThan(6000);
    expect([408, null]).toContain(headers.status);
    expect([408, null]).toContain(body.status);
    expect([idle.status, idleApi.status]).toEqual([200, 200]);
  });
});
