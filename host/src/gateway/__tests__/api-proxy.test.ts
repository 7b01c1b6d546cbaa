/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { createProductHost } from '../../product-host';
import { API_CONNECTION_LOST, API_UNAVAILABLE } from '../api-proxy';
import { ApiUpstreams } from '../api-upstreams';

/** Stand-ins for two API instances: each says who answered; `mode` changes how. */
class Upstream {
  server: Server | null = null;
  port = 0;
  /** closing: the API's 503 while it shuts down; busy: its own 503 (database gone). */
  mode: 'ok' | 'closing' | 'busy' | 'drop' = 'ok';
  constructor(readonly name: string) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.server = createServer((req, res) => {
      if (this.mode === 'drop' && req.method === 'POST') return void req.socket.destroy();
      req.resume();
      const refusing = this.mode === 'closing' || this.mode === 'busy';
      res.writeHead(refusing ? 503 : 200, {
        'content-type': 'application/json',
        ...(this.mode === 'closing' ? { 'x-instance-closing': '1', connection: 'close' } : {}),
      });
      res.end(
        JSON.stringify(refusing ? { Message: `${this.mode} ${this.name}` } : { who: this.name }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
    this.server = null;
  }
}

/** Retries `check` until it holds; fails after `ms`. */
async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('product host in front of several API instances', () => {
  const a = new Upstream('a');
  const b = new Upstream('b');
  let root: string;
  let host: FastifyInstance;
  let origin: string;

  const call = async (method = 'GET') => {
    const res = await fetch(`${origin}/api/v1/gcw/resources/profile/events`, {
      method,
      ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
    });
    const text = await res.text();
    // Never an internal address in what the browser reads, whatever happened.
    expect(text).not.toMatch(/127\.0\.0\.1|localhost|ECONN/);
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: JSON.parse(text),
    };
  };

  beforeAll(async () => {
    await a.start();
    await b.start();
    root = mkdtempSync(path.join(os.tmpdir(), 'api-proxy-'));
    writeFileSync(path.join(root, 'index.html'), '<!DOCTYPE html><html></html>');
    host = await createProductHost({
      root,
      apiUpstreams: new ApiUpstreams([a.url, b.url], 100),
    });
    await host.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await host.close();
    await a.stop();
    await b.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test('spreads requests over the instances, skips one that is down, and takes it back when ready', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) seen.add((await call()).body.who);
    expect(seen).toEqual(new Set(['a', 'b']));

    await b.stop();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await call(i % 2 ? 'POST' : 'GET'));
    // The request that found b's port closed went to a: none failed.
    expect(answers.map((r) => [r.status, r.body.who])).toEqual(Array(6).fill([200, 'a']));

    await b.start();
    // Taken back by the host's next readiness check (every 100 ms here); on a loaded machine
    // that check may come late, so the test waits for it rather than for a fixed time.
    const back = new Set<string>();
    await until(async () => {
      back.add((await call()).body.who);
      return back.size === 2;
    });
    expect(back).toEqual(new Set(['a', 'b']));
  });

  test('no instance up: 503 with an Indonesian Message and Retry-After, never a 500', async () => {
    await a.stop();
    await b.stop();
    for (let i = 0; i < 3; i += 1) {
      expect(await call()).toEqual({
        status: 503,
        retryAfter: '2',
        body: { Message: API_UNAVAILABLE },
      });
    }
    await a.start();
    await b.start();
    await until(async () => (await call()).status === 200);
  });

  test("a closing instance's 503 goes to the other instance, and takes it out of rotation", async () => {
    // Both in rotation first: the host's readiness check may not have taken `a` back yet after
    // the test before, and then no request would reach it.
    const answered = new Set<string>();
    await until(async () => {
      answered.add((await call()).body.who);
      return answered.size === 2;
    });
    a.mode = 'closing';
    // A write too: the instance said it did not run it.
    const first = [await call('POST'), await call('POST'), await call(), await call()];
    expect(first.map((r) => [r.status, r.body.who])).toEqual(Array(4).fill([200, 'b']));
    a.mode = 'ok';
  });

  test("an instance's own 503 (its database gone) is passed on for a write, retried for a read", async () => {
    const answered = new Set<string>();
    await until(async () => {
      answered.add((await call()).body.who);
      return answered.size === 2;
    });
    a.mode = 'busy';
    b.mode = 'busy';
    const write = await call('POST');
    expect(write.status).toBe(503);
    expect(write.body.Message).toMatch(/^busy [ab]$/);
    // Both out of rotation now: a read is the host's own 503 to repeat.
    expect(await call()).toEqual({
      status: 503,
      retryAfter: '2',
      body: { Message: API_UNAVAILABLE },
    });
    a.mode = 'ok';
    b.mode = 'ok';
    await until(async () => (await call()).status === 200);
  });

  test('a connection lost after the request went out is a 502 without Retry-After (it may have been done)', async () => {
    a.mode = 'drop';
    b.mode = 'drop';
    const res = await call('POST');
    expect(res).toEqual({ status: 502, retryAfter: null, body: { Message: API_CONNECTION_LOST } });
    a.mode = 'ok';
    b.mode = 'ok';
  });

  test('what the host refuses itself on /api (bad URL, bad request, huge headers) carries a Message', async () => {
    const { port } = host.server.address() as { port: number };
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
    const answers = await Promise.all([
      raw('GET /api/v1/gcw/resources/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      raw('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    ]);
    expect(answers.map((text) => Number(text.split(' ')[1]))).toEqual([400, 400, 431]);
    for (const text of answers) {
      const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { Message?: unknown };
      expect(body.Message).toEqual(expect.any(String));
    }
  });
});
