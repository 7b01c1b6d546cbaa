// What must exist outside node_modules before the long part starts, checked first so that a
// missing piece stops the run in seconds, not after ten minutes of tests.
//   start: the product's ports are free.
//   test:  Chromium for Playwright (installed from Debian when we are root on Debian), and the
//          PostgreSQL server the API suite's second run uses.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

import { which } from './processes.mjs';
import { info, SetupError, since } from './report.mjs';

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** `defaultPath`: where Debian puts it and the Playwright config looks (a parameter for tests). */
export async function ensureChromium(defaultPath = '/usr/bin/chromium') {
  const step = 'check Chromium';
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    if (existsSync(wanted)) return info(`Chromium: ${wanted} (CHROMIUM_PATH)`);
    throw new SetupError(step, `CHROMIUM_PATH is ${wanted}, which does not exist.`, [
      'Point CHROMIUM_PATH at a Chromium or Chrome executable, or unset it to use /usr/bin/chromium.',
    ]);
  }
  if (existsSync(defaultPath)) return info(`Chromium: ${defaultPath}`);

  const debian = existsSync('/etc/debian_version') && which('apt-get', '/usr/bin:/bin');
  const root = process.getuid?.() === 0;
  if (debian && root) {
    const started = Date.now();
    info("Chromium: not installed; installing Debian's chromium with apt-get (about a minute)…");
    // dpkg needs the sbin folders on PATH (ldconfig, start-stop-daemon), which a user's PATH may lack.
    const env = {
      ...process.env,
      DEBIAN_FRONTEND: 'noninteractive',
      PATH: `/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:${process.env.PATH ?? ''}`,
    };
    const ok =
      (await run('apt-get', ['update', '-qq'], env)) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', 'chromium'], env)) === 0;
    if (ok && existsSync('/usr/bin/chromium'))
      return info(`Chromium: installed in ${since(started)}`);
    throw new SetupError(
      step,
      "apt-get could not install Debian's chromium (its message is above).",
      [
        'Check that the Debian mirrors answer (`apt-get update`), then run the same command again.',
        'If apt says dpkg was interrupted, run `dpkg --configure -a` first.',
      ],
    );
  }
  throw new SetupError(
    step,
    `the Playwright tests need Chromium at ${defaultPath}, and it is not there.`,
    [
      debian
        ? "Install Debian's Chromium as root: `sudo apt-get install -y chromium`, then run the same command again;"
        : 'Install Chromium or Chrome with your system package manager;',
      'or point CHROMIUM_PATH at a Chromium or Chrome you have: `CHROMIUM_PATH=/path/to/chrome npm test`.',
    ],
  );
}

/** Whether something accepts TCP connections at host:port (within 2 s). */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    const done = (result) => (socket.destroy(), resolve(result));
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

export async function checkPostgres() {
  const dbs = process.env.GCW_TEST_DBS ?? 'pglite,postgres';
  if (
    !dbs
      .split(',')
      .map((s) => s.trim())
      .includes('postgres')
  )
    return;
  const url = new URL(process.env.GCW_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const host = url.hostname || '127.0.0.1';
  const port = Number(url.port || 5432);
  if (await answers(host, port)) return info(`PostgreSQL: answering at ${host}:${port}`);
  throw new SetupError(
    'check PostgreSQL',
    `the API suite runs on a PostgreSQL server too, and nothing answers at ${host}:${port}.`,
    [
      'Start one with trust auth and a database `test` (Debian: `apt-get install -y postgresql`, then',
      '`service postgresql start` and `createdb test` as postgres), or give another server with',
      '`GCW_TEST_PG_URL=postgres://user:password@host:port/db`, or leave it out of this run with',
      '`GCW_TEST_DBS=pglite npm test` (CI runs both).',
    ],
  );
}

/** Whether this process could listen on host:port; the error code when it could not. */
function canListen(host, port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error.code ?? 'error'));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

export async function checkPorts() {
  const host = process.env.HOST ?? '127.0.0.1';
  const wanted = [['PORT', host, Number(process.env.PORT ?? 3000)]];
  if (!process.env.API_URL)
    wanted.push(['API_PORT', '127.0.0.1', Number(process.env.API_PORT ?? 4000)]);
  for (const [variable, h, port] of wanted) {
    const error = await canListen(h, port);
    if (!error) continue;
    // Suggest a port that is free now (dev servers take 3000-3004, e2e 3100-3105).
    let free = port + 300;
    while (free < port + 400 && (await canListen(h, free))) free += 1;
    const other = `${variable}=${free} npm start`;
    throw new SetupError(
      'check ports',
      error === 'EADDRINUSE'
        ? `port ${port} on ${h} (${variable}) is taken, maybe by a product still running from an earlier start.`
        : `cannot listen on ${h}:${port} (${variable}): ${error}.`,
      [
        `See what holds it: \`ss -ltnp 'sport = :${port}'\` (or \`lsof -i :${port}\`), and stop it;`,
        `or use another port: \`${other}\`.`,
      ],
    );
  }
  info(`ports: ${wanted.map(([v, h, p]) => `${h}:${p} (${v})`).join(', ')} free`);
}
