/**
 * @jest-environment node
 */
import type { ScrapeListener } from '@gcw/server-kit/scrape-listener';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { ApiUpstreams } from '../../gateway/api-upstreams';
import { createProductHost } from '../../product-host';
import { hostMetricsFromEnv } from '../metrics-env';
import { serveHostMetrics } from '../serve-host-metrics';

const TOKEN = 'host-scrape-token-0123456789';

/** The value of one series (labels given must all match), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        wanted.every((pair) => l.includes(pair)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('product host metrics', () => {
  let dir: string;
  let api: Server;
  let app: FastifyInstance;
  let scrapes: ScrapeListener;
  let base: string;
  const seen: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gcw-host-metrics-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dir, 'app.js'), 'console.log(1);');
    // An API stand-in: ready, answers reads, and drops the connection of any write.
    api = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      if (req.method === 'POST') return void req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const upstream = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    app = await createProductHost({
      root: dir,
      apiUpstreams: new ApiUpstreams([upstream], 100),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const settings = hostMetricsFromEnv({ HOST_METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    scrapes = await serveHostMetrics(settings!);
  });

  afterAll(async () => {
    await scrapes?.close();
    await app?.close();
    api?.closeAllConnections();
    await new Promise((resolve) => api?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const scrape = (token: string | null = TOKEN) =>
    fetch(`http://127.0.0.1:${scrapes.address.port}/metrics`, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });

  test('pages, assets, probes and the API proxy are counted by kind and status; upstream errors by code', async () => {
    expect((await fetch(`${base}/dashboard`, { headers: { accept: 'text/html' } })).status).toBe(
      200,
    );
    expect((await fetch(`${base}/app.js`)).status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/api/ping`)).status).toBe(200);
    // The instance drops a write after it went out: a 502, and one upstream error.
    expect((await fetch(`${base}/api/ping`, { method: 'POST', body: '{}' })).status).toBe(502);

    const res = await scrape();
    expect(res.status).toBe(200);
    const text = await res.text();
    const requests = (kind: string, status: string) =>
      sample(text, 'gcw_host_http_requests_total', { kind, status_code: status });
    expect(requests('page', '200')).toBe(1);
    expect(requests('asset', '200')).toBe(1);
    expect(requests('probe', '200')).toBe(1);
    expect(requests('api', '200')).toBe(1);
    expect(requests('api', '502')).toBe(1);
    expect(sample(text, 'gcw_host_http_request_duration_seconds_count', { kind: 'api' })).toBe(2);
    const errors = text
      .split('\n')
      .filter((line) => line.startsWith('gcw_host_proxy_upstream_errors_total{'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(/code="(ECONNRESET|EPIPE)"/);
    expect(sample(text, 'gcw_host_proxy_retries_total')).toEqual(expect.any(Number));
    expect(sample(text, 'gcw_host_api_upstreams', { state: 'configured' })).toBe(1);
    expect(sample(text, 'gcw_host_api_upstreams', { state: 'in_service' })).toEqual(
      expect.any(Number),
    );
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toEqual(expect.any(Number));
  });

  test('the upstream gauge follows the readiness checks', async () => {
    const inService = async () =>
      sample(await (await scrape()).text(), 'gcw_host_api_upstreams', { state: 'in_service' });
    const deadline = Date.now() + 10_000;
    while ((await inService()) !== 1) {
      if (Date.now() > deadline) throw new Error('the instance never came back in service');
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  test('not public: refused without the token; /api/metrics is never forwarded to an instance', async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('wrong-token-wrong-token')).status).toBe(401);
    seen.length = 0;
    const proxied = await fetch(`${base}/api/metrics`);
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain('gcw_');
    expect(seen.filter((line) => line.includes('metrics'))).toEqual([]);
    const page = await fetch(`${base}/metrics`);
    expect(await page.text()).not.toContain('gcw_host_');
  });

  test('HOST_METRICS_PORT is off by default and must not be the public port', () => {
    expect(hostMetricsFromEnv({})).toBeNull();
    expect(hostMetricsFromEnv({ HOST_METRICS_PORT: '9464' })).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
    expect(() => hostMetricsFromEnv({ HOST_METRICS_PORT: '3000' })).toThrow(/differ from PORT/);
    expect(() => hostMetricsFromEnv({ HOST_METRICS_PORT: '1', METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN/,
    );
  });
});
