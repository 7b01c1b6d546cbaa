import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The last lines of a log, to say why a step failed without flooding the terminal. */
export function logTail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

interface CommandOptions {
  cwd: string;
  logFile: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs a command to its end with its output in a log file. Its own process group, so a timeout
 * stops pnpm and everything it started, not only pnpm.
 */
export function runCommand(command: string, args: string[], options: CommandOptions) {
  const log = openSync(options.logFile, 'a');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', log, log],
      detached: true,
    });
    const timer = setTimeout(() => void stopGroup(child, 5_000), options.timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      closeSync(log);
      if (code === 0) return resolve();
      reject(
        new Error(
          `${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}) in ${options.cwd}:\n` +
            logTail(options.logFile),
        ),
      );
    });
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the child's process group, SIGKILL if it is still there after `graceMs`. */
export async function stopGroup(child: ChildProcess, graceMs: number) {
  const pid = child.pid;
  if (!pid || !groupAlive(pid)) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; waited < graceMs && groupAlive(pid); waited += 100) await sleep(100);
  if (groupAlive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone in between
    }
  }
}

/** Polls a URL until it answers 2xx; bounded by `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number, stillRunning = () => true) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!stillRunning()) throw new Error(`the process serving ${url} stopped`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Whether something accepts connections on a loopback port. */
export async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}
