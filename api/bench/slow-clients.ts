import { slowClient } from '@gcw/server-kit/slow-client';
import type { SlowKind } from '@gcw/server-kit/slow-client';

/**
 * The slow-client probe: 8 connections against a server (the API or the product host) that
 * send their headers a line at a time (3), their body a byte at a time (3), or stay idle after
 * one answer (2), and when the server cut each one.
 *
 *   npx tsx bench/slow-clients.ts [url]   (default http://127.0.0.1:4000; every 200 ms a byte)
 *
 * With the defaults, headers are cut at about 15 s, bodies at about 120 s and idle connections
 * at about 72 s (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS).
 */
const url = process.argv[2] ?? 'http://127.0.0.1:4000';
const kinds: SlowKind[] = ['headers', 'headers', 'headers', 'body', 'body', 'body', 'idle', 'idle'];
const paths: Record<SlowKind, string> = {
  headers: '/api/health',
  body: '/api/v1/gcw/resources/auth/login',
  idle: '/api/health',
};

async function main() {
  console.log(`${kinds.length} slow connections to ${url}`);
  const started = Date.now();
  const results = await Promise.all(
    kinds.map(async (kind, i) => {
      const result = await slowClient(url, kind, paths[kind], 200);
      const answer = result.status === null ? 'no answer' : `answered ${result.status}`;
      console.log(
        `#${i + 1} ${kind.padEnd(7)} cut after ${(result.closedAfterMs / 1000).toFixed(1)} s (${answer})`,
      );
      return result;
    }),
  );
  const longest = Math.max(...results.map((r) => r.closedAfterMs));
  console.log(`all ${results.length} cut; the last after ${(longest / 1000).toFixed(1)} s`);
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
}

void main();
