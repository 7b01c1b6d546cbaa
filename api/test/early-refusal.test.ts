import { request } from 'node:http';

import { ApiProcess, buildApi, freePort } from './support/api-process';
import { CONSENT, R, uniqueEmail } from './support/harness';

beforeAll(() => buildApi(), 60_000);

/**
 * Sends `body` in 64 KiB writes, as a browser or the product host streams an upload: the
 * refusal is decided while the body is still on its way. Rejects on a connection error.
 */
function send(url: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; message: unknown }>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
      agent: false,
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          message: (JSON.parse(text) as { Message?: unknown }).Message,
        }),
      );
    });
    req.on('error', reject);
    let offset = 0;
    const next = () => {
      if (offset >= body.length) return void req.end();
      if (req.write(body.subarray(offset, (offset += 64 * 1024)))) setImmediate(next);
      else req.once('drain', next);
    };
    next();
  });
}

/**
 * A refusal sent before the whole body arrived reaches the client: the API reads the rest
 * first, so closing the connection resets nothing (a reset wipes out the answer, and a Node or
 * undici client reports EPIPE instead).
 */
describe('refusals before the body was read reach a client still sending', () => {
  let api: ApiProcess;
  let token: string;

  beforeAll(async () => {
    api = await new ApiProcess(await freePort(), {
      DATABASE_URL: 'memory://',
      JWT_SECRET: 'early-refusal-secret-early-refusal-secret',
      ADMIN_PASSWORD: 'admin-password-123',
      EMAIL_VERIFICATION: 'off',
    }).start();
    const res = await fetch(`${api.url}${R}/auth/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Budi Santoso',
        email: uniqueEmail('early'),
        password: 'password123',
        consent_version: CONSENT,
      }),
    });
    token = ((await res.json()) as { Data: { access_token: string } }).Data.access_token;
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
  });

  const sixMegabytePng = () => {
    const boundary = 'gcw-early-refusal';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="socmed_document"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(6_000_000, 1)]);
    return {
      type: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  };

  test('a 6 MB file: 413 with the limit in the Message', async () => {
    const form = sixMegabytePng();
    const url = `${api.url}${R}/profile/my/socmed-document`;
    expect(
      await send(url, { authorization: `Bearer ${token}`, 'content-type': form.type }, form.body),
    ).toEqual({ status: 413, message: 'Berkas terlalu besar. Ukuran maksimal 5 MB.' });
  });

  test('a 1.2 MB JSON body: 413', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'x'.repeat(1_200_000) }));
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    expect(await send(`${api.url}${R}/profile/my`, headers, body)).toEqual({
      status: 413,
      message: 'Permintaan terlalu besar',
    });
  });

  test('a 6 MB upload without a session: 401, not a reset', async () => {
    const form = sixMegabytePng();
    const answer = await send(
      `${api.url}${R}/profile/my/socmed-document`,
      { 'content-type': form.type },
      form.body,
    );
    expect(answer.status).toBe(401);
    expect(answer.message).toEqual(expect.any(String));
  });
});
