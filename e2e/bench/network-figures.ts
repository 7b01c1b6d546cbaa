/**
 * Figures of one page load read from Lighthouse's own devtools log (the Network domain events it
 * recorded) and the observed paint times of its `metrics` audit. Both use Chromium's monotonic
 * clock: the log in seconds, the trace in microseconds.
 */

export interface DevtoolsEvent {
  method: string;
  params: Record<string, unknown>;
}

export interface NetworkRequest {
  url: string;
  /** Microseconds, trace clock. */
  start: number;
  end: number;
  resourceType: string;
  /** Bytes on the wire (compressed body and headers), as Lighthouse's `transferSize`. */
  transferBytes: number;
}

interface Pending {
  url: string;
  start: number;
  resourceType?: string;
}

/** The HTTP requests of the load, finished or failed, in the order they started. */
export function networkRequests(log: DevtoolsEvent[]): NetworkRequest[] {
  const pending = new Map<string, Pending>();
  const done: NetworkRequest[] = [];
  for (const { method, params } of log) {
    const id = params.requestId as string | undefined;
    if (!id) continue;
    if (method === 'Network.requestWillBeSent') {
      const url = (params.request as { url: string }).url;
      // A redirect reuses the id: the chain counts once, from its first start.
      const start = pending.get(id)?.start ?? (params.timestamp as number) * 1e6;
      if (/^https?:/.test(url))
        pending.set(id, { url, start, resourceType: params.type as string });
    } else if (method === 'Network.responseReceived') {
      const request = pending.get(id);
      if (request) request.resourceType = params.type as string;
    } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
      const request = pending.get(id);
      if (!request) continue;
      pending.delete(id);
      done.push({
        url: request.url,
        start: request.start,
        end: (params.timestamp as number) * 1e6,
        resourceType: request.resourceType ?? 'Other',
        transferBytes: (params.encodedDataLength as number | undefined) ?? 0,
      });
    }
  }
  return done.sort((a, b) => a.start - b.start);
}

/** Compressed bytes of the scripts whose download had ended when the first content was painted. */
export function jsBytesBefore(requests: NetworkRequest[], paintTs: number): number {
  return requests
    .filter((r) => r.resourceType === 'Script' && r.end <= paintTs)
    .reduce((sum, r) => sum + r.transferBytes, 0);
}

/**
 * Sequential request waves before a paint: requests that started before it, in start order; a
 * request that starts after every request of the current wave has ended opens the next wave,
 * any other joins the current one. So the count is the number of round trips that could not
 * overlap, the depth of the request chain the page waited through.
 */
export function wavesBefore(requests: NetworkRequest[], paintTs: number): number {
  let waves = 0;
  let waveEnd = -Infinity;
  // The browser asks for the favicon on its own, and no paint waits for it.
  const pageRequests = requests.filter((r) => !r.url.endsWith('/favicon.ico'));
  for (const request of pageRequests.filter((r) => r.start <= paintTs)) {
    if (request.start >= waveEnd) waves += 1;
    waveEnd = Math.max(waveEnd, request.end);
  }
  return waves;
}
