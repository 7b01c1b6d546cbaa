import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench-config';
import { stopGroup, waitForOk } from './processes';

const START_TIMEOUT_MS = 60_000;

/** The DevTools port Chromium picked: it writes it into the profile once it listens. */
async function devtoolsPort(profile: string, running: () => boolean): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS && running()) {
    try {
      const port = Number(
        readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0],
      );
      if (port > 0) return port;
    } catch {
      // not written yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium did not open its DevTools port within ${START_TIMEOUT_MS} ms`);
}

/**
 * Runs `work` against a fresh Debian Chromium (new profile, empty cache) that listens for
 * DevTools, which is how Lighthouse's CLI runs it too (chrome-launcher), and stops it (its whole
 * process group) afterwards, also on error. Port 0: the system picks a free port, so no other
 * server on this machine can be mistaken for Chromium.
 */
export async function withChromium<T>(work: (devtoolsPort: number) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'gcw-bench-chromium-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  let exited = false;
  chromium.on('exit', () => (exited = true));
  try {
    const port = await devtoolsPort(profile, () => !exited);
    await waitForOk(`http://127.0.0.1:${port}/json/version`, START_TIMEOUT_MS, () => !exited);
    return await work(port);
  } finally {
    await stopGroup(chromium, 5_000);
    rmSync(profile, { recursive: true, force: true });
  }
}
