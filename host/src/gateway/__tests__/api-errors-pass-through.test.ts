/**
 * @jest-environment node
 */
import { streamedPost } from '@gcw/server-kit/streamed-post';
import { API_BASE_PATH, PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createProductHost } from '../../product-host';
import { API_UNAVAILABLE } from '../api-proxy';
import { ApiUpstreams } from '../api-upstreams';
import { ApiInstance, freePort } from './support/api-instance';

interface Answer {
  status: number;
  body: { Message?: string; Data?: { access_token: string } };
}

/** The answer, the body streamed: the API's answer can come while it is still on its way. */
async function send(url: string, headers: Record<string, string>, body: Buffer): Promise<Answer> {
  const answer = await streamedPost(url, headers, body);
  return { status: answer.status, body: JSON.parse(answer.text) as Answer['body'] };
}

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----gcw${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

// A PNG's signature, then 6 MB: over the API's 5 MB upload limit.
const bigPng = () =>
  Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(6_000_000, 7)]);

describe('the API refusals pass through the product host as they are', () => {
  const api = new ApiInstance();
  let root: string;
  let host: FastifyInstance;
  let origin: string;
  let token: string;

  beforeAll(async () => {
    ApiInstance.build();
    await api.start();
    root = mkdtempSync(path.join(os.tmpdir(), 'pass-through-'));
    writeFileSync(path.join(root, 'index.html'), '<!DOCTYPE html><html></html>');
    host = await createProductHost({ root, apiUpstreams: new ApiUpstreams([api.url]) });
    await host.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
    const registered = await fetch(`${origin}${API_BASE_PATH}/auth/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Budi Santoso',
        email: `pass-through-${Date.now()}@example.test`,
        password: 'password123',
        consent_version: PRIVACY_NOTICE_VERSION,
      }),
    });
    expect(registered.status).toBe(201);
    token = ((await registered.json()) as { Data: { access_token: string } }).Data.access_token;
  }, 90_000);

  afterAll(async () => {
    await host?.close();
    await api.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test('a 6 MB file: the API’s 413 and its Message, not a 502', async () => {
    const form = multipart('socmed_document', 'follow.png', 'image/png', bigPng());
    const url = `${origin}${API_BASE_PATH}/profile/my/socmed-document`;
    const answer = await send(
      url,
      { authorization: `Bearer ${token}`, 'content-type': form.type },
      form.body,
    );
    expect(answer).toEqual({
      status: 413,
      body: { Message: 'Berkas terlalu besar. Ukuran maksimal 5 MB.' },
    });
  });

  test('a 1.1 MB JSON body: the API’s 413, not a 502', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'x'.repeat(1_150_000) }));
    const answer = await send(
      `${origin}${API_BASE_PATH}/profile/my`,
      {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body,
    );
    expect(answer).toEqual({ status: 413, body: { Message: 'Permintaan terlalu besar' } });
  });

  test('a refusal before the body was read (not signed in) reaches the client whole', async () => {
    const form = multipart('socmed_document', 'follow.png', 'image/png', bigPng());
    const url = `${origin}${API_BASE_PATH}/profile/my/socmed-document`;
    const answer = await send(url, { 'content-type': form.type }, form.body);
    expect(answer.status).toBe(401);
    expect(answer.body.Message).toEqual(expect.any(String));
  });

  test('the host’s own 503 while a 6 MB upload is still on its way reaches the client whole', async () => {
    const nowhere = await createProductHost({
      root,
      apiUpstreams: new ApiUpstreams([`http://127.0.0.1:${await freePort()}`], 3_600_000),
    });
    await nowhere.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = nowhere.server.address() as { port: number };
      const form = multipart('socmed_document', 'follow.png', 'image/png', bigPng());
      const answer = await send(
        `http://127.0.0.1:${port}${API_BASE_PATH}/profile/my/socmed-document`,
        { 'content-type': form.type },
        form.body,
      );
      expect(answer).toEqual({ status: 503, body: { Message: API_UNAVAILABLE } });
    } finally {
      await nowhere.close();
    }
  });
});
