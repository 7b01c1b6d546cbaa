/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ApiSupervisor } from '../api-supervisor';

// A stand-in for the API's build: records each start and runs until signalled.
const PROGRAM = `
import { appendFileSync } from 'node:fs';
appendFileSync('starts.log', process.pid + '\\n');
process.on('SIGTERM', () => { appendFileSync('starts.log', 'stopped ' + process.pid + '\\n'); process.exit(0); });
setInterval(() => {}, 1000);
`;

const waitFor = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('ApiSupervisor', () => {
  let dir: string;
  const lines = () => readFileSync(path.join(dir, 'starts.log'), 'utf8').trim().split('\n');
  const starts = () => {
    try {
      return lines().filter((l) => /^\d+$/.test(l)).length;
    } catch {
      return 0;
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist', 'main.mjs'), PROGRAM);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('starts the API again after kill -9, waiting longer after each quick crash', async () => {
    const log: string[] = [];
    const supervisor = new ApiSupervisor({
      cwd: dir,
      env: process.env,
      baseDelayMs: 200,
      log: (line) => log.push(line),
    }).start();
    try {
      await waitFor(() => starts() === 1);
      process.kill(supervisor.pid!, 'SIGKILL');
      await waitFor(() => starts() === 2);
      process.kill(supervisor.pid!, 'SIGKILL');
      await waitFor(() => starts() === 3);
      expect(log).toEqual([
        'The API stopped (SIGKILL); starting it again in 0.2 s.',
        'The API stopped (SIGKILL); starting it again in 0.4 s.',
      ]);
    } finally {
      await supervisor.stop();
    }
  });

  test('stop() ends it with SIGTERM and does not start it again', async () => {
    const supervisor = new ApiSupervisor({ cwd: dir, env: process.env, baseDelayMs: 50 }).start();
    await waitFor(() => starts() === 1);
    const pid = supervisor.pid;
    await supervisor.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(lines()).toEqual([String(pid), `stopped ${pid}`]);
    expect(supervisor.starts).toBe(1);
  });
});
