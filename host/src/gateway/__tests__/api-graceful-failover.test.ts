/**
 * @jest-environment node
 */
import { API_BASE_PATH, PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createProductHost } from '../../product-host';
import { ApiUpstreams } from '../api-upstreams';
import { ApiInstance } from './support/api-instance';

/**
 * Two real API instances behind the product host; one is stopped with SIGTERM while reads and
 * writes stream through the host. The stopping one finishes what it runs and refuses the rest
 * with its closing 503, and the host sends those to the other: not one request fails.
 */
describe('SIGTERM of one of two API instances under load', () => {
  // Every registration comes from this one address.
  const env = { REGISTER_RATE_LIMIT_IP_MAX: '100000' };
  const a = new ApiInstance(env);
  const b = new ApiInstance(env);
  let root: string;
  let host: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    ApiInstance.build();
    await Promise.all([a.start(), b.start()]);
    root = mkdtempSync(path.join(os.tmpdir(), 'graceful-failover-'));
    writeFileSync(path.join(root, 'index.html'), '<!DOCTYPE html><html></html>');
    // The readiness check every second, as in production: the host learns of the stop late.
    host = await createProductHost({ root, apiUpstreams: new ApiUpstreams([a.url, b.url]) });
    await host.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
  }, 90_000);

  afterAll(async () => {
    await host?.close();
    await Promise.all([a.stop(), b.stop()]);
    rmSync(root, { recursive: true, force: true });
  });

  let counter = 0;
  const register = () =>
    fetch(`${origin}${API_BASE_PATH}/auth/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Budi Santoso',
        email: `graceful-${Date.now()}-${(counter += 1)}@example.test`,
        password: 'password123',
        consent_version: PRIVACY_NOTICE_VERSION,
      }),
    });
  const read = () => fetch(`${origin}/api/ready`);

  test('a stream of registrations and reads: none failed', async () => {
    const statuses: (number | string)[] = [];
    let answered = 0;
    let stopped: Promise<void> | null = null;
    // Six clients, each sending its next request as soon as the last is answered.
    const client = async (n: number) => {
      for (let i = 0; i < 12; i += 1) {
        const res = await (i % 2 === n % 2 ? register() : read());
        const text = await res.text();
        // A failure is shown with its Message (503: not taken; 502: cut after it went out).
        statuses.push(res.status < 300 ? res.status : `${res.status} ${text}`);
        answered += 1;
        // Stopped once the stream is going, with requests in flight on both instances.
        if (answered === 12) stopped = a.stop('SIGTERM');
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, n) => client(n)));
    await stopped;
    expect(statuses.filter((s) => typeof s === 'string')).toEqual([]);
    expect(statuses).toHaveLength(72);
  }, 90_000);
});
