import { mkdirSync } from 'node:fs';

import { loadConfig } from './core/config';
import { ConfigError } from './core/config-parse';
import { ensureFirstAdmin } from './features/auth/first-admin';
import { buildServer } from './server';

/** Where the data lives, as `client.ts` decides it (the URL itself may hold a password). */
function databaseLabel(databaseUrl: string | null, dataDir: string): string {
  if (databaseUrl === 'memory://') return 'embedded PGlite in memory (nothing is kept)';
  return databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}/pgdata`;
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const app = await buildServer(config);
  const admin = await ensureFirstAdmin(app.ctx);
  if (admin.generatedPassword) {
    console.log(`First admin created: ${admin.email} / ${admin.generatedPassword}`);
    console.log(`(shown once; also saved in ${config.dataDir}/first-admin.txt)`);
  } else {
    console.log(
      `Admin account: ${admin.email}${admin.created ? ' (created with ADMIN_PASSWORD)' : ''}`,
    );
  }
  console.log(`Database: ${databaseLabel(config.databaseUrl, config.dataDir)}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // New requests are refused with a 503 a balancer repeats elsewhere, then new connections
    // (core/closing-refusal.ts); requests in flight finish; then background work, the mail
    // worker, the store and the pool close.
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    setTimeout(() => {
      console.error(`still busy after ${config.shutdownTimeoutMs} ms: stopping anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`GCW API on http://${config.host}:${config.port} (docs at /api/docs)`);
  const metrics = app.metricsAddress();
  if (metrics) console.log(`Metrics: http://${config.metricsHost}:${metrics.port}/metrics`);
}

void main();
