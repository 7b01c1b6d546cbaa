import { describeEachDb } from '../../../../test/support/harness';
import { loadConfig } from '../../../core/config';
import { CLIENT_ERRORS, report, reportLine } from './support';

// Read from the environment as in production: 3 reports per address per 5 minutes.
const env = { CLIENT_ERROR_RATE_LIMIT_MAX: '3', CLIENT_ERROR_RATE_LIMIT_WINDOW_MS: '300000' };

describeEachDb(
  'client errors: rate limit',
  (h) => {
    const send = (ip: string, body: unknown = report()) =>
      h.request('POST', CLIENT_ERRORS, { body, ip });

    test('over the limit an address gets 429 with a Message and Retry-After, and is not logged', async () => {
      for (let i = 0; i < 3; i += 1) expect((await send('203.0.113.1')).statusCode).toBe(202);
      const before = h.logs.length;
      const res = await send('203.0.113.1');
      expect(res.statusCode).toBe(429);
      expect(res.json().Message).toBe(
        'Terlalu banyak laporan kesalahan dari alamat ini. Coba lagi nanti.',
      );
      // The configured window (5 minutes), not the default minute.
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(290);
      expect(retryAfter).toBeLessThanOrEqual(300);
      expect(h.logs.slice(before).join('\n')).not.toContain('client error');
    });

    test('the limit is per address: another address still reports', async () => {
      const res = await send('203.0.113.2');
      expect(res.statusCode).toBe(202);
      expect(reportLine(h, res.json().Data.request_id)).toMatchObject({ msg: 'client error' });
      expect((await send('203.0.113.1')).statusCode).toBe(429);
    });

    test('refused and oversized reports count too', async () => {
      expect((await send('203.0.113.3', report({ reason: 'exploded' }))).statusCode).toBe(400);
      expect((await send('203.0.113.3', report({ pad: 'x'.repeat(9000) }))).statusCode).toBe(413);
      expect((await send('203.0.113.3')).statusCode).toBe(202);
      const res = await send('203.0.113.3');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    });

    test('reports do not use up the sign-in attempts of the address', async () => {
      const res = await h.request('POST', '/api/v1/gcw/resources/auth/login', {
        body: { email: 'nobody@example.com', password: 'password123' },
        ip: '203.0.113.1',
      });
      expect(res.statusCode).toBe(401);
    });
  },
  () => {
    const config = loadConfig(env);
    return {
      logLevel: 'warn',
      clientErrorMax: config.clientErrorMax,
      clientErrorWindowMs: config.clientErrorWindowMs,
      loginIpMax: 3,
    };
  },
);
