// Child processes of the set-up: finding programs on PATH, the environment the pnpm scripts
// get, a "tee" runner that keeps the output's tail to explain a failure, and the final
// long-running command with signals passed on.
import { spawn } from 'node:child_process';
import { accessSync, constants, realpathSync } from 'node:fs';
import path from 'node:path';

/** First executable `name` on `searchPath` (PATH by default), or null. */
export function which(name, searchPath = process.env.PATH ?? '') {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

const realpath = (p) => {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
};

// Variables npm sets for the `npm start` process itself. pnpm reads npm_config_* as its own
// configuration, so these would leak npm's prefix, user agent and lifecycle into pnpm.
const NPM_RUN_VARIABLES =
  /^npm_(lifecycle_|package_|command$|execpath$|node_execpath$|config_(user_agent|npm_version|prefix|global_prefix|local_prefix|init_module|node_gyp|allow_scripts)$)/i;

/**
 * The environment of the pnpm scripts: without npm's own variables, and with the folder of
 * the Node running this script first on PATH when another `node` would be found first, so
 * that every script (`#!/usr/bin/env node`) runs on this same Node (e.g. a Node 24 from npm).
 * The pinned pnpm's folder, when it is not on PATH, is put in front later (`withBinDir`).
 */
export function childEnv() {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!NPM_RUN_VARIABLES.test(key)) env[key] = value;
  }
  // pnpm's "Update available" box would tell newcomers to leave the pinned version.
  env.npm_config_update_notifier ??= 'false';
  const firstNode = which('node');
  const dirs = [];
  if (!firstNode || realpath(firstNode) !== realpath(process.execPath)) {
    dirs.push(path.dirname(process.execPath));
  }
  env.PATH = [...dirs, process.env.PATH ?? ''].filter(Boolean).join(path.delimiter);
  return env;
}

export function withBinDir(env, dir) {
  return dir ? { ...env, PATH: `${dir}${path.delimiter}${env.PATH}` } : env;
}

/**
 * Runs a command with its output shown as it comes, and resolves with its exit code and the
 * last 64 kB of its output (to name the cause of a failure).
 */
export function runTee(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-65536);
    };
    child.stdout.on('data', (c) => (process.stdout.write(c), keep(c)));
    child.stderr.on('data', (c) => (process.stderr.write(c), keep(c)));
    child.on('error', (error) => resolve({ code: 127, output: `${tail}\n${error.message}` }));
    child.on('close', (code, signal) => resolve({ code: code ?? 128, signal, output: tail }));
  });
}

/**
 * The last step (the product host, or `pnpm run test:all`), in its own process group: a Ctrl-C,
 * `kill <pid>` or hang-up of this process reaches every process under it (pnpm, the shells of
 * `a && b` scripts, tsx, the servers), not only the first, so nothing stays behind holding a
 * port. Resolves with the exit code to pass on.
 */
export function runForwardingSignals(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      ...options,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    const forward = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group is gone already
      }
    };
    for (const s of signals) process.on(s, forward);
    // `kill <pid of npm start>` stops npm and its shell, which do not pass the signal on: this
    // process is then orphaned (its parent changes), and stops its group as if signalled.
    const parent = process.ppid;
    const orphaned = setInterval(() => process.ppid !== parent && forward('SIGTERM'), 1000);
    orphaned.unref();
    child.on('error', (error) => {
      console.error(error.message);
      resolve(127);
    });
    child.on('exit', async (code, signal) => {
      clearInterval(orphaned);
      // Stragglers of the group (a server whose parent shell already exited) stop too, and
      // this process returns only once they are gone (10 s at most): when `npm start` has
      // returned, its ports are free.
      forward('SIGTERM');
      await groupGone(child.pid, 10_000);
      for (const s of signals) process.off(s, forward);
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15));
    });
  });
}

async function groupGone(pgid, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
