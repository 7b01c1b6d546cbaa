import { mkdirSync } from 'node:fs';

import { loadConfig } from './core/config';
import { ConfigError } from './core/config-parse';
import { ensureFirstAdmin } from './features/auth/first-admin';
import { buildServer } from './server';

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
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pgdata`}`,
  );
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(`GCW API on http://${config.host}:${config.port} (docs at /api/docs)`);
}

void main();
