// `npm start`'s last step: build what is missing, then the product host itself. pnpm's
// `start:product` does the same through `sh -c "a && b"`, pnpm again and tsx's launcher; on a
// Ctrl-C every process of the group gets the signal, the shells die of it at once, and pnpm
// reports a requested stop as `ELIFECYCLE Command failed`. Here the host is this script's only
// child in its group: it stops the API, closes and exits 0, and so does `npm start`.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { runForwardingSignals } from './processes.mjs';
import { info } from './report.mjs';

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => (console.error(error.message), resolve(127)));
    child.on('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' ? 130 : 143)));
  });
}

/** Resolves with the exit code to pass on: 0 after a requested stop (Ctrl-C, SIGTERM). */
export async function startProduct(root, env, args) {
  info('build: each app without a build, or with sources newer than its build');
  const built = await run(process.execPath, ['shell/scripts/build-missing.mjs'], {
    cwd: root,
    env,
  });
  if (built !== 0) return built;
  info('serving the product (Ctrl-C stops it)');
  // `--import tsx` runs the TypeScript host in this Node process: no launcher in between.
  return runForwardingSignals(
    process.execPath,
    ['--import', 'tsx', 'src/serve-product.ts', ...args],
    { cwd: path.join(root, 'host'), env },
  );
}
