import { listenForScrapes } from '@gcw/server-kit/scrape-listener';
import type { ScrapeListener } from '@gcw/server-kit/scrape-listener';
import { collectDefaultMetrics } from 'prom-client';

import { hostRegistry } from './host-metrics';
import type { HostMetricsSettings } from './metrics-env';

let processMetrics = false;

/** Opens the host's scrape listener, with Node's process metrics (memory, CPU, event loop). */
export function serveHostMetrics(settings: HostMetricsSettings): Promise<ScrapeListener> {
  if (!processMetrics) collectDefaultMetrics({ register: hostRegistry });
  processMetrics = true;
  return listenForScrapes({ ...settings, registry: hostRegistry });
}
