import { describeEachDb, R } from './support/harness';
import type { Harness } from './support/harness';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  req?: { url: string };
}

const DEBUG = 20;

/** The log lines of each request, by request id, and the URL each request asked for. */
function requestLines(h: Harness) {
  const lines = h.logs.map((line) => JSON.parse(line) as LogLine);
  const urls = new Map<string, string>();
  for (const line of lines) if (line.reqId && line.req) urls.set(line.reqId, line.req.url);
  return lines
    .filter((line) => line.reqId !== undefined)
    .map((line) => ({ ...line, url: urls.get(line.reqId!) ?? '' }));
}

async function probeTwiceAndAskOnce(h: Harness) {
  h.logs.length = 0;
  for (const path of ['/api/health', '/api/ready', '/api/ready?from=balancer', '/api/health']) {
    expect((await h.request('GET', path)).statusCode).toBe(200);
  }
  expect((await h.request('GET', `${R}/settings`)).statusCode).toBe(200);
}

describeEachDb(
  'probe logging at info',
  (h) => {
    test('health and readiness probes write nothing; other requests are logged as before', async () => {
      await probeTwiceAndAskOnce(h);
      const lines = requestLines(h);
      expect(lines.filter((line) => line.url.startsWith('/api/health'))).toEqual([]);
      expect(lines.filter((line) => line.url.startsWith('/api/ready'))).toEqual([]);
      const settings = lines.filter((line) => line.url === `${R}/settings`);
      expect(settings.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    });
  },
  () => ({ logLevel: 'info' }),
);

describeEachDb(
  'probe logging at debug',
  (h) => {
    test('the probes are still there for whoever turns debug on', async () => {
      await probeTwiceAndAskOnce(h);
      const probes = requestLines(h).filter((line) => /^\/api\/(health|ready)/.test(line.url));
      expect(probes).toHaveLength(8);
      expect(probes.every((line) => line.level === DEBUG)).toBe(true);
    });
  },
  () => ({ logLevel: 'debug' }),
);
