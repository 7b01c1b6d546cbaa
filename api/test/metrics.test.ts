import { report } from '../src/features/client-errors/__tests__/support';
import { describeEachDb, R } from './support/harness';
import type { Harness } from './support/harness';
import { sampleValue } from './support/metrics-text';

const TOKEN = 'scrape-token-for-tests-0123456789';
const CLIENT_ERRORS = '/api/v1/client-errors';

function scrapeUrl(h: Harness) {
  const address = h.app.metricsAddress();
  if (!address) throw new Error('the scrape listener is not open');
  return `http://127.0.0.1:${address.port}/metrics`;
}

const scrape = (h: Harness, token: string | null = TOKEN) =>
  fetch(scrapeUrl(h), token === null ? {} : { headers: { authorization: `Bearer ${token}` } });

async function metricsText(h: Harness): Promise<string> {
  const res = await scrape(h);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

describeEachDb(
  'Prometheus metrics',
  (h) => {
    test('requests are counted by route template and status, 429s by limiter, remote failures by remote and build', async () => {
      expect((await h.request('GET', `${R}/settings`)).statusCode).toBe(200);
      expect((await h.app.inject({ method: 'GET', url: `${R}/no-such/42` })).statusCode).toBe(404);
      const accepted = await h.request('POST', CLIENT_ERRORS, {
        body: report(),
        ip: '198.51.100.7',
      });
      expect(accepted.statusCode).toBe(202);
      const refused = await h.request('POST', CLIENT_ERRORS, {
        body: report(),
        ip: '198.51.100.7',
      });
      expect(refused.statusCode).toBe(429);

      const text = await metricsText(h);
      const requests = (route: string, status: string) =>
        sampleValue(text, 'gcw_api_http_requests_total', {
          method: 'GET',
          route,
          status_code: status,
        });
      expect(requests(`${R}/settings`, '200')).toBe(1);
      // Never the URL asked for: whatever anyone types is one series.
      expect(requests('unmatched', '404')).toBe(1);
      expect(text).not.toContain('no-such');
      expect(
        sampleValue(text, 'gcw_api_http_requests_total', {
          method: 'POST',
          route: CLIENT_ERRORS,
          status_code: '429',
        }),
      ).toBe(1);
      expect(
        sampleValue(text, 'gcw_api_http_request_duration_seconds_count', {
          method: 'GET',
          route: `${R}/settings`,
        }),
      ).toBe(1);
      expect(
        sampleValue(text, 'gcw_api_rate_limit_rejections_total', { limiter: 'client-errors' }),
      ).toBe(1);
      expect(
        sampleValue(text, 'gcw_api_remote_load_failures_total', {
          remote: 'mfe_dashboard',
          build_id: '1.4.0-20250101T000000Z-abc1234',
          reason: 'contract-mismatch',
        }),
      ).toBe(1);
    });

    test('the database pool, the outbox and the process are there', async () => {
      const text = await metricsText(h);
      const total = sampleValue(text, 'gcw_api_db_pool_connections', { state: 'total' });
      expect(total).toBeGreaterThanOrEqual(h.kind === 'pglite' ? 1 : 0);
      expect(sampleValue(text, 'gcw_api_db_pool_connections', { state: 'waiting' })).toBe(0);
      expect(sampleValue(text, 'gcw_api_db_pool_max')).toBe(h.kind === 'pglite' ? 1 : 10);
      for (const state of ['pending', 'retrying', 'failed']) {
        expect(sampleValue(text, 'gcw_api_mail_outbox_messages', { state })).toEqual(
          expect.any(Number),
        );
      }
      expect(sampleValue(text, 'process_cpu_user_seconds_total')).toEqual(expect.any(Number));
      expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sampleValue(text, 'nodejs_eventloop_lag_p99_seconds')).toEqual(expect.any(Number));
    });

    test('label values a browser sends are bounded: unknown remotes and odd build ids', async () => {
      const send = (body: Record<string, unknown>, ip: string) =>
        h.request('POST', CLIENT_ERRORS, { body: report(body), ip });
      expect((await send({ remote: 'mfe_evil' }, '198.51.100.8')).statusCode).toBe(202);
      expect((await send({ buildId: 'x y<script>' }, '198.51.100.9')).statusCode).toBe(202);
      const text = await metricsText(h);
      expect(
        sampleValue(text, 'gcw_api_remote_load_failures_total', {
          remote: 'other',
          build_id: '1.4.0-20250101T000000Z-abc1234',
        }),
      ).toBe(1);
      expect(
        sampleValue(text, 'gcw_api_remote_load_failures_total', {
          remote: 'mfe_dashboard',
          build_id: 'invalid',
        }),
      ).toBe(1);
      expect(text).not.toContain('mfe_evil');
    });

    test('not public: refused without the token, absent from the public port, never logged', async () => {
      expect((await scrape(h, null)).status).toBe(401);
      expect((await scrape(h, 'not-the-token-not-the-token')).status).toBe(401);
      const other = await fetch(scrapeUrl(h).replace('/metrics', '/api/health'));
      expect(other.status).toBe(404);
      for (const url of ['/api/metrics', '/metrics']) {
        const res = await h.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('gcw_api_');
      }
      h.logs.length = 0;
      await metricsText(h);
      expect(h.logs).toEqual([]);
    });
  },
  () => ({ metricsPort: 0, metricsToken: TOKEN, clientErrorMax: 1, logLevel: 'info' }),
);
