import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { CHROMIUM_FLAGS, CHROMIUM_PATH, PORTS } from './bench-config';
import { stopGroup, waitForOk } from './processes';

/**
 * Runs `work` against a fresh Debian Chromium (new profile, empty cache) listening for DevTools
 * on the bench's port, which is how Lighthouse's CLI runs it too (chrome-launcher), and stops it
 * (its whole process group) afterwards, also on error.
 */
export async function withChromium<T>(work: (devtoolsPort: number) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'gcw-bench-chromium-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${PORTS.devtools}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  let exited = false;
  chromium.on('exit', () => (exited = true));
  try {
    await waitForOk(`http://127.0.0.1:${PORTS.devtools}/json/version`, 30_000, () => !exited);
    return await work(PORTS.devtools);
  } finally {
    await stopGroup(chromium, 5_000);
    rmSync(profile, { recursive: true, force: true });
  }
}
