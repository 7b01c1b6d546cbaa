// CI's start check, on whichever Node runs this file (CI runs it on Node 20 and on Node 24):
// `npm start` on free ports and a throw-away database, with nothing else set (a default
// install), then `/` must answer with the shell's page and `/api/health` with 200, the line
// naming where links in mails open must name the port it serves, and a student's verification
// mail must link there. Then a Ctrl-C (SIGINT to the process group, as a terminal sends it)
// must stop the whole product quietly: exit code 0, no `ELIFECYCLE`, no stack trace, both
// ports free. Prints one line; exits 1 on failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const label = `start check on Node ${process.versions.node}`;
const TIMEOUT_MS = 180_000; // a fresh clone builds all five apps first

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function get(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return { status: res.status, body: await res.text() };
  } catch {
    return { status: 0, body: '' };
  }
}

const port = await freePort();
const apiPort = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gcw-start-check-'));
const started = Date.now();
// Without the settings a default install does not have (CI may set them for other steps).
const env = { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir };
for (const name of ['APP_ORIGIN', 'SMTP_URL', 'HOST', 'API_URL', 'API_UPSTREAMS', 'LOG_LEVEL'])
  delete env[name];
const child = spawn('npm', ['start'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group, as a terminal's foreground job: the Ctrl-C below reaches all of it.
  detached: true,
});
let output = '';
/** What it printed once asked to stop. */
let saidOnStop = null;
const keep = (chunk) => {
  output = (output + chunk).slice(-20000);
  if (saidOnStop !== null) saidOnStop += chunk;
};
child.stdout.on('data', keep);
child.stderr.on('data', keep);
let exited = null;
child.on('exit', (code, signal) => (exited = { code, signal }));
child.on('error', (error) => (exited = { code: `npm not started: ${error.message}` }));

let failure = null;
let ready = null;
const base = `http://127.0.0.1:${port}`;
while (!ready && !failure) {
  if (exited)
    failure = `the product stopped before answering (exit ${exited.code ?? exited.signal})`;
  else if (Date.now() - started > TIMEOUT_MS) failure = `no answer within ${TIMEOUT_MS / 1000} s`;
  else {
    const [page, health] = await Promise.all([get(`${base}/`), get(`${base}/api/health`)]);
    if (page.status === 200 && /<html/i.test(page.body) && health.status === 200) {
      ready = (Date.now() - started) / 1000;
    } else await sleep(500);
  }
}

/** The privacy notice's version a registration agrees to, read from the contract's source. */
const consentVersion = /PRIVACY_NOTICE_VERSION = '([^']+)'/.exec(
  readFileSync(path.join(root, 'shared/src/contract/privacy.ts'), 'utf8'),
)?.[1];

/** The verification mail of a student who registers now (no SMTP_URL: an .eml file). */
async function verificationMail() {
  const email = `start-check.${Date.now()}@example.com`;
  const res = await fetch(`${base}/api/v1/gcw/resources/auth/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Start Check',
      email,
      password: 'start-check-123',
      consent_version: consentVersion,
    }),
  }).catch(() => null);
  if (res?.status !== 201) return `registration answered ${res?.status ?? 'nothing'}`;
  const outbox = path.join(dataDir, 'outbox');
  for (const until = Date.now() + 15_000; Date.now() < until; await sleep(250)) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    const mail = files
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      .find((text) => text.includes(email));
    // Quoted-printable: lines folded with a trailing `=`, and `=` itself written `=3D`.
    if (mail) return mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  }
  return 'no verification mail in DATA_DIR/outbox within 15 s';
}

if (ready) {
  const linkLine = /^Links in mails open (\S+)/m.exec(output)?.[1];
  if (linkLine !== base)
    failure = `the start did not print "Links in mails open ${base}" (it printed ${linkLine ?? 'no such line'})`;
  else if (/"url":"\/api\/(ready|health)/.test(output))
    failure = 'readiness or health probes are logged at info';
  else {
    const mail = await verificationMail();
    if (!mail.includes(`${base}/auth/verify-email?token=`))
      failure = `the verification mail does not link to ${base}/auth/verify-email: ${mail.slice(0, 200)}`;
  }
}

let stopped = null;
let stopCode = null;
if (!exited) {
  const stopAt = Date.now();
  saidOnStop = '';
  process.kill(-child.pid, 'SIGINT');
  while (!exited && Date.now() - stopAt < 20_000) await sleep(200);
  // The API runs in its own process group (serve-product stops it on SIGTERM without
  // waiting), so its port may take a moment longer.
  let stillOpen = [port, apiPort];
  const closeBy = Date.now() + 10_000;
  while (stillOpen.length && Date.now() < closeBy) {
    const open = [];
    for (const p of stillOpen) if (await listening(p)) open.push(p);
    stillOpen = open;
    if (open.length) await sleep(200);
  }
  if (!exited) failure ??= 'it did not stop within 20 s of Ctrl-C';
  else if (exited.code !== 0)
    failure ??= `Ctrl-C ended npm start with ${exited.code ?? exited.signal}, not exit code 0`;
  else if (/ELIFECYCLE|npm error|npm ERR!/.test(output))
    failure ??= 'a requested stop was reported as a failure (ELIFECYCLE / npm error)';
  else if (/^\s+at .+:\d+:\d+\)?$/m.test(saidOnStop))
    failure ??= 'a stack trace was printed on stop';
  else if (/^Warning: links in mails/m.test(output))
    failure ??= 'it warned that links in mails cannot be opened';
  else if (stillOpen.length)
    failure ??= `port ${stillOpen.join(' and ')} still open after it stopped`;
  stopped = (Date.now() - stopAt) / 1000;
  stopCode = exited?.code;
}
rmSync(dataDir, { recursive: true, force: true });

if (failure) {
  console.error(
    `--- output of npm start (last lines) ---\n${output.split('\n').slice(-40).join('\n')}`,
  );
  console.log(`${label}: FAILED: ${failure}`);
  process.exit(1);
}
console.log(
  `${label}: passed (/ and /api/health answered ${ready.toFixed(1)} s after start, mail links to ${base}, Ctrl-C stopped it in ${stopped.toFixed(1)} s with exit code ${stopCode}, ports freed)`,
);
