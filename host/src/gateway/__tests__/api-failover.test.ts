/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createProductHost } from '../../product-host';
import { API_CONNECTION_LOST, API_UNAVAILABLE } from '../api-proxy';
import { ApiUpstreams } from '../api-upstreams';
import { StandInApi } from './support/stand-in-api';

// The host's readiness check is slowed down to an hour here: what it knows of an instance that
// just went away is stale, as it is between two checks in production.
const STALE_PROBE_MS = 3_600_000;

async function productHost(urls: string[], silenceMs?: number) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'api-failover-'));
  writeFileSync(path.join(root, 'index.html'), '<!DOCTYPE html><html></html>');
  const upstreams = new ApiUpstreams(urls, STALE_PROBE_MS);
  const host = await createProductHost({
    root,
    apiUpstreams: upstreams,
    ...(silenceMs
      ? {
          timeouts: {
            headersTimeoutMs: silenceMs,
            requestTimeoutMs: silenceMs,
            keepAliveTimeoutMs: 5000,
          },
        }
      : {}),
  });
  await host.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
  // Every instance checked once, so that no check in flight races the test.
  await upstreams.checkNow();
  return {
    host,
    origin,
    upstreams,
    close: () => host.close().then(() => rmSync(root, { recursive: true, force: true })),
  };
}

const send = async (origin: string, method: string, url = '/api/v1/gcw/resources/x') => {
  const res = await fetch(`${origin}${url}`, {
    method,
    ...(method === 'POST'
      ? { body: JSON.stringify({ n: 1 }), headers: { 'content-type': 'application/json' } }
      : {}),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as Record<string, unknown>,
  };
};

describe('failover over API instances', () => {
  let a: StandInApi;
  let b: StandInApi;
  beforeEach(async () => {
    a = await new StandInApi('a').start();
    b = await new StandInApi('b').start();
  });
  afterEach(async () => {
    await a.stop();
    await b.stop();
  });

  test('an instance that refuses connections: a burst of reads and writes is served by the other, none failed', async () => {
    const { origin, upstreams, close } = await productHost([a.url, b.url]);
    try {
      await b.stop();
      // The host still counts b in: each request that picks it finds its port closed.
      expect(upstreams.isUp(b.url)).toBe(true);
      const methods = Array.from(
        { length: 30 },
        (_, i) => ['GET', 'POST', 'PUT', 'DELETE'][i % 4]!,
      );
      const answers = await Promise.all(methods.map((method) => send(origin, method)));
      expect(answers.filter((r) => r.status !== 200)).toEqual([]);
      expect(answers.every((r) => r.body.who === 'a')).toBe(true);
      // Every write reached a exactly once, body and all.
      expect(a.seen.filter((m) => m === 'POST')).toHaveLength(
        methods.filter((m) => m === 'POST').length,
      );
      expect(answers.filter((_, i) => methods[i] === 'POST').every((r) => r.body.size === 7)).toBe(
        true,
      );
      // Out of rotation from the first refusal on.
      expect(upstreams.isUp(b.url)).toBe(false);
    } finally {
      await close();
    }
  });

  test('/api/ready through the host answers 200 while one of two instances is up', async () => {
    const { origin, close } = await productHost([a.url, b.url]);
    try {
      await a.stop();
      for (let i = 0; i < 4; i += 1) {
        const ready = await send(origin, 'GET', '/api/ready');
        expect([ready.status, ready.body.who]).toEqual([200, 'b']);
      }
    } finally {
      await close();
    }
  });

  test('the only instance down: every request is 503 with Retry-After and the Message, never 502, until it is back', async () => {
    const { origin, upstreams, close } = await productHost([a.url]);
    try {
      const port = a.port;
      await a.stop();
      for (const method of ['GET', 'POST', 'GET', 'DELETE', 'POST']) {
        expect(await send(origin, method)).toEqual({
          status: 503,
          retryAfter: '2',
          body: { Message: API_UNAVAILABLE },
        });
      }
      expect(await send(origin, 'GET', '/api/ready')).toMatchObject({
        status: 503,
        retryAfter: '2',
      });
      a.port = port;
      await a.start();
      // Back in rotation at the next readiness check (here at once, by hand).
      await upstreams.checkNow();
      expect(upstreams.isUp(a.url)).toBe(true);
      expect(await send(origin, 'POST')).toMatchObject({ status: 200, body: { who: 'a' } });
    } finally {
      await close();
    }
  });

  test('a stuck instance: reads go to the other one and it leaves the rotation', async () => {
    // The limit on an instance's silence is HTTP_REQUEST_TIMEOUT_MS; short here.
    const { origin, upstreams, close } = await productHost([a.url, b.url], 300);
    try {
      a.silent = true;
      const reads = await Promise.all([send(origin, 'GET'), send(origin, 'GET')]);
      expect(reads.map((r) => [r.status, r.body.who])).toEqual([
        [200, 'b'],
        [200, 'b'],
      ]);
      expect(upstreams.isUp(a.url)).toBe(false);
    } finally {
      a.silent = false;
      await close();
    }
  });

  test('a stuck only instance: a write it took ends in "connection lost" instead of waiting for ever', async () => {
    const { origin, close } = await productHost([a.url], 300);
    try {
      a.silent = true;
      expect(await send(origin, 'POST')).toEqual({
        status: 502,
        retryAfter: null,
        body: { Message: API_CONNECTION_LOST },
      });
      // Sent once: it may have been done, so it is not sent again.
      expect(a.seen.filter((method) => method === 'POST')).toEqual(['POST']);
    } finally {
      a.silent = false;
      await close();
    }
  });
});
