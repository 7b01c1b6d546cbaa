// CI's start check, on whichever Node runs this file (CI runs it on Node 20 and on Node 24):
// `node scripts/bootstrap.mjs start` on free ports and a throw-away database, then `/` must
// answer with the shell's page and `/api/health` with 200, then a SIGTERM must stop the whole
// product and free both ports. Prints one line; exits 1 on failure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
const child = spawn(process.execPath, ['scripts/bootstrap.mjs', 'start'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const keep = (chunk) => (output = (output + chunk).slice(-20000));
child.stdout.on('data', keep);
child.stderr.on('data', keep);
let exited = null;
child.on('exit', (code, signal) => (exited = { code, signal }));

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

let stopped = null;
if (!exited) {
  const stopAt = Date.now();
  child.kill('SIGTERM');
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
  if (!exited) failure ??= 'it did not stop within 20 s of SIGTERM';
  else if (stillOpen.length)
    failure ??= `port ${stillOpen.join(' and ')} still open after it stopped`;
  stopped = (Date.now() - stopAt) / 1000;
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
  `${label}: passed (/ and /api/health answered ${ready.toFixed(1)} s after start, stopped in ${stopped.toFixed(1)} s, ports freed)`,
);
