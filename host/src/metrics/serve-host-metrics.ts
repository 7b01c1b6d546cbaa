import { collectDefaultMetrics } from 'prom-client';

import { hostRegistry } from './host-metrics';
import type { HostMetricsSettings } from './metrics-env';
import { listenForScrapes } from './scrape-listener';
import type { ScrapeListener } from './scrape-listener';

let processMetrics = false;

/** Opens the host's scrape listener, with Node's process metrics (memory, CPU, event loop). */
export function serveHostMetrics(settings: HostMetricsSettings): Promise<ScrapeListener> {
  if (!processMetrics) collectDefaultMetrics({ register: hostRegistry });
  processMetrics = true;
  return listenForScrapes({ ...settings, registry: hostRegistry });
}
