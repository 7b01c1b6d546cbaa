/**
 * @jest-environment node
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { mailLinkLine, mailLinkOrigin, mailLinkWarning, servedOrigin } from '../app-origin';

describe('the origin of links in mails', () => {
  it('is the address the product is served on when APP_ORIGIN is not set', () => {
    const link = mailLinkOrigin({}, '127.0.0.1', 3650);
    expect(link).toEqual({ origin: 'http://127.0.0.1:3650', fromEnv: false, localOnly: false });
    expect(mailLinkLine(link)).toMatch(/^Links in mails open http:\/\/127\.0\.0\.1:3650 /);
  });

  it('is APP_ORIGIN when set, as the API reads it', () => {
    const link = mailLinkOrigin({ APP_ORIGIN: 'https://gcw.example.ac.id/' }, '0.0.0.0', 3000);
    expect(link).toEqual({ origin: 'https://gcw.example.ac.id', fromEnv: true, localOnly: false });
    expect(mailLinkLine(link)).toBe('Links in mails open https://gcw.example.ac.id (APP_ORIGIN)');
  });

  it('names localhost for a host on every interface, and brackets an IPv6 address', () => {
    expect(mailLinkOrigin({}, '0.0.0.0', 3000)).toEqual({
      origin: 'http://localhost:3000',
      fromEnv: false,
      localOnly: true,
    });
    expect(servedOrigin('::1', 3000)).toBe('http://[::1]:3000');
  });
});

describe('the warning at start', () => {
  let server: Server;
  let port: number;
  let status = 200;

  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(status).end('{"ok":true}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('says nothing when the origin answers', async () => {
    status = 200;
    expect(await mailLinkWarning(mailLinkOrigin({}, '127.0.0.1', port))).toBeNull();
  });

  it('warns in one line when the origin does not answer, or answers an error', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const closed = mailLinkOrigin(
      { APP_ORIGIN: `http://127.0.0.1:${closedPort}` },
      '127.0.0.1',
      port,
    );
    const refused = await mailLinkWarning(closed);
    expect(refused).toMatch(
      new RegExp(
        `^Warning: links in mails open http://127.0.0.1:${closedPort}, but it does not answer \\(ECONNREFUSED\\)\\.`,
      ),
    );
    expect(refused).not.toContain('\n');
    status = 502;
    const failing = await mailLinkWarning(mailLinkOrigin({}, '127.0.0.1', port));
    expect(failing).toContain('but it answers 502');
  });

  it('warns that a localhost link opens only on this computer', async () => {
    status = 200;
    const everywhere = {
      ...mailLinkOrigin({}, '0.0.0.0', port),
      origin: `http://127.0.0.1:${port}`,
    };
    expect(await mailLinkWarning(everywhere)).toMatch(/which only this computer can open/);
  });
});
