import { streamedPost } from '@gcw/server-kit/streamed-post';

import { ApiProcess, buildApi, freePort } from './support/api-process';
import { CONSENT, R, uniqueEmail } from './support/harness';

beforeAll(() => buildApi(), 60_000);

/** The answer's status and `Message`, the body streamed (a refusal comes while it is on its way). */
async function send(url: string, headers: Record<string, string>, body: Buffer) {
  const answer = await streamedPost(url, headers, body);
  return {
    status: answer.status,
    message: (JSON.parse(answer.text) as { Message?: unknown }).Message,
  };
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
