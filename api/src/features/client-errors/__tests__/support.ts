import type { Harness } from '../../../../test/support/harness';

export const CLIENT_ERRORS = '/api/v1/client-errors';

/** A complete, valid report. */
export const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'remote-load',
  remote: 'mfe_dashboard',
  buildId: '1.4.0-20250101T000000Z-abc1234',
  reason: 'contract-mismatch',
  detail: 'remote contract 2.0.0 does not satisfy ^1.2.0',
  wanted: '^1.2.0',
  found: '2.0.0',
  page: '/dashboard/profile',
  at: '2025-04-27T08:30:00.000Z',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
  ...overrides,
});

/** The parsed log lines the server wrote for one request id. */
export function linesOf(h: Harness, reqId: string): Record<string, unknown>[] {
  return h.logs
    .flatMap((chunk) => chunk.split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.reqId === reqId);
}

/** The one `client error` line of a request, or undefined. */
export function reportLine(h: Harness, reqId: string) {
  const lines = linesOf(h, reqId).filter((line) => line.msg === 'client error');
  if (lines.length > 1) throw new Error(`${lines.length} client error lines for ${reqId}`);
  return lines[0];
}
