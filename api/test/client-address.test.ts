import { loadConfig } from '../src/core/config';
import { describeEachDb, R, uniqueEmail } from './support/harness';

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
  },
  () => ({ trustProxy: loadConfig({}).trustProxy, loginIpMax: 3 }),
);
