import { loadConfig } from '../src/core/config';
import { CONSENT, describeEachDb, R, uniqueEmail } from './support/harness';

describeEachDb(
  'client address: X-Forwarded-For only from a trusted proxy',
  (h) => {
    const attempt = (ip: string, forwardedFor: string) =>
      h.request('POST', `${R}/auth/login`, {
        body: { email: uniqueEmail(), password: 'password123' },
        ip,
        headers: { 'x-forwarded-for': forwardedFor },
      });

    test('a spoofed X-Forwarded-For from an untrusted address buys no fresh budget', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push((await attempt('203.0.113.50', `198.51.100.${i}`)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    });

    test('behind the product host (loopback) each browser address counts apart', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push((await attempt('127.0.0.1', `198.51.100.${100 + i}`)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401]);
      for (let i = 0; i < 3; i += 1) await attempt('127.0.0.1', '198.51.100.200');
      expect((await attempt('127.0.0.1', '198.51.100.200')).statusCode).toBe(429);
    });

    test('an address longer than the counters store (a proxy passing a header on as it came) is no 500, and still counts', async () => {
      const long = (first: string) => `${first}${'f'.repeat(299)}`;
      // Every route that counts per client address; the counter's key column holds 255 characters.
      const counted: [string, string, object | undefined][] = [
        ['POST', `${R}/auth/login`, { email: uniqueEmail(), password: 'password123' }],
        [
          'POST',
          `${R}/auth/registration`,
          { name: 'Siti', email: uniqueEmail(), password: 'password123', consent_version: CONSENT },
        ],
        ['POST', `${R}/auth/password/forgot`, { email: uniqueEmail() }],
        ['GET', `${R}/certificates/verify/TIDAK-ADA-123`, undefined],
        ['POST', '/api/v1/client-errors', {}],
      ];
      for (const [method, url, body] of counted) {
        const res = await h.request(method as 'GET' | 'POST', url, {
          ...(body ? { body } : {}),
          ip: '127.0.0.1',
          headers: { 'x-forwarded-for': long('a'), 'user-agent': 'u'.repeat(20_000) },
        });
        expect([url, res.statusCode < 500, typeof res.json().Message]).toEqual([
          url,
          true,
          res.statusCode < 400 ? 'undefined' : 'string',
        ]);
      }
      // Kept apart from another long address, and counted with itself: 3 sign-ins, then 429.
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await attempt('127.0.0.1', long('b'))).statusCode);
      codes.push((await attempt('127.0.0.1', long('c'))).statusCode);
      codes.push((await attempt('127.0.0.1', long('b'))).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 429]);
    });
  },
  () => ({ trustProxy: loadConfig({}).trustProxy, loginIpMax: 3 }),
);
