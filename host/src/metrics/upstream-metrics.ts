import { subscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { Gauge } from 'prom-client';

import type { ApiUpstreams } from '../gateway/api-upstreams';
import { hostRegistry, proxyUpstreamErrors } from './host-metrics';

/** The upstream sets of the product hosts running in this process (one, outside tests). */
const watched = new Set<ApiUpstreams>();
const allUrls = () =>
  [...watched].flatMap((upstreams) => upstreams.urls.map((url) => ({ upstreams, url })));

new Gauge({
  name: 'gcw_host_api_upstreams',
  help: 'API instances behind the product host: configured, and in_service (ready at the last check)',
  labelNames: ['state'] as const,
  registers: [hostRegistry],
  collect() {
    const urls = allUrls();
    this.set({ state: 'configured' }, urls.length);
    this.set(
      { state: 'in_service' },
      urls.filter(({ upstreams, url }) => upstreams.isUp(url)).length,
    );
  },
});

new Gauge({
  name: 'gcw_host_api_upstream_up',
  help: 'Whether one API instance is in service (1) or out of rotation (0)',
  labelNames: ['upstream'] as const,
  registers: [hostRegistry],
  collect() {
    this.reset();
    for (const { upstreams, url } of allUrls())
      this.set({ upstream: url }, upstreams.isUp(url) ? 1 : 0);
  },
});

// An error code is a short upper-case word; anything else is not a label value.
const CODE = /^[A-Z][A-Z0-9_]{0,39}$/;
let subscribed = false;

/**
 * Node publishes every failed outgoing HTTP request on this channel (Node 20.19+/22.14+; an
 * older one publishes nothing and the counter stays 0). Those addressed to an API instance
 * are the proxy's upstream errors, whichever way the gateway then handles them: the gateway
 * needs no line of metrics code for it.
 */
function countUpstreamErrors() {
  if (subscribed) return;
  subscribed = true;
  subscribe('http.client.request.error', (message) => {
    const { request, error } = message as { request: ClientRequest; error: NodeJS.ErrnoException };
    const host = String(request.getHeader('host') ?? '');
    const toUpstream = allUrls().some(({ url }) => new URL(url).host === host);
    if (!toUpstream) return;
    const code = error.code && CODE.test(error.code) ? error.code : 'OTHER';
    proxyUpstreamErrors.inc({ code });
  });
}

/** Reports these instances' state at every scrape, and counts failed requests to them. */
export function watchUpstreams(upstreams: ApiUpstreams): () => void {
  countUpstreamErrors();
  watched.add(upstreams);
  return () => watched.delete(upstreams);
}
