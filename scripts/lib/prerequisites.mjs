// What must exist outside node_modules before the long part starts, checked first so that a
// missing piece stops the run in seconds, not after ten minutes of tests.
//   start: the product's ports are free.
//   test:  Chromium for Playwright and nginx for the spec that runs the product behind it (both
//          installed from Debian when we are root on Debian). The PostgreSQL server of the API
//          suite's second run is not a prerequisite: test-postgres.mjs starts one when none answers.
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

const onDebianAsRoot = () =>
  existsSync('/etc/debian_version') &&
  which('apt-get', '/usr/bin:/bin') &&
  process.getuid?.() === 0;

/** `apt-get install` of one Debian package; whether it worked (apt's messages are shown). */
async function aptInstall(pkg) {
  // dpkg needs the sbin folders on PATH (ldconfig, start-stop-daemon), which a user's PATH may lack.
  const env = {
    ...process.env,
    DEBIAN_FRONTEND: 'noninteractive',
    PATH: `/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:${process.env.PATH ?? ''}`,
  };
  return (
    (await run('apt-get', ['update', '-qq'], env)) === 0 &&
    (await run('apt-get', ['install', '-y', '-qq', pkg], env)) === 0
  );
}

const APT_TODO = [
  'Check that the Debian mirrors answer (`apt-get update`), then run the same command again.',
  'If apt says dpkg was interrupted, run `dpkg --configure -a` first.',
];

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
  if (onDebianAsRoot()) {
    const started = Date.now();
    info("Chromium: not installed; installing Debian's chromium with apt-get (about a minute)…");
    if ((await aptInstall('chromium')) && existsSync('/usr/bin/chromium'))
      return info(`Chromium: installed in ${since(started)}`);
    throw new SetupError(
      step,
      "apt-get could not install Debian's chromium (its message is above).",
      APT_TODO,
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

/**
 * nginx, for the Playwright spec that runs the product behind deploy/nginx/ (it runs nginx as
 * a child of its own; the package's service is not used). `searchPath`: for tests.
 */
export async function ensureNginx(
  searchPath = `/usr/sbin:/usr/bin:/sbin:/bin:${process.env.PATH ?? ''}`,
) {
  const step = 'check nginx';
  const found = which('nginx', searchPath);
  if (found) return info(`nginx: ${found}`);
  if (onDebianAsRoot()) {
    const started = Date.now();
    info("nginx: not installed; installing Debian's nginx with apt-get…");
    if ((await aptInstall('nginx')) && which('nginx', searchPath))
      return info(`nginx: installed in ${since(started)}`);
    throw new SetupError(
      step,
      "apt-get could not install Debian's nginx (its message is above).",
      APT_TODO,
    );
  }
  throw new SetupError(
    step,
    'the Playwright spec of the product behind nginx needs nginx, and it is not installed.',
    [
      existsSync('/etc/debian_version')
        ? "Install Debian's nginx as root: `sudo apt-get install -y nginx`, then run the same command again."
        : 'Install nginx with your system package manager, then run the same command again.',
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
