import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadConfig } from '../core/config';
import { buildServer } from '../server';

/**
 * Writes the OpenAPI document the routes generate (the same one /api/docs/json serves) to the
 * given file, from a throw-away server on an in-memory database: CI lints it with redocly.
 */
async function main() {
  const out = path.resolve(process.argv[2] ?? 'openapi/openapi.json');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gcw-openapi-'));
  const app = await buildServer(
    {
      ...loadConfig({}),
      databaseUrl: 'memory://',
      dataDir: dir,
      uploadDir: path.join(dir, 'uploads'),
      jwtSecret: 'openapi-document-only-openapi-document-only',
      logLevel: 'silent',
    },
    { startMailWorker: false, startCertificateWorker: false },
  );
  try {
    writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    console.log(`OpenAPI document written to ${out}`);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
