// `node scripts/with-test-postgres.mjs <command> [arguments]`: runs one command (a few API test
// files, one Playwright spec) with the PostgreSQL server `npm test` would give it: the one at
// GCW_TEST_PG_URL when it answers, else one from npm started for the command and stopped after
// it. E.g. `node scripts/with-test-postgres.mjs npx jest --selectProjects api api/test/auth.test.ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { childEnv, runForwardingSignals } from './lib/processes.mjs';
import { printFailure, SetupError } from './lib/report.mjs';
import { provideTestPostgres } from './lib/test-postgres.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-test-postgres.mjs <command> [arguments]');
  process.exit(2);
}
try {
  const services = await provideTestPostgres(ROOT, childEnv());
  try {
    process.exitCode = await runForwardingSignals(command, args, { cwd: ROOT, env: services.env });
  } finally {
    await services.stop();
  }
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  printFailure(error);
  process.exitCode = 1;
}
