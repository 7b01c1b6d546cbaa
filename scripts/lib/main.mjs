// The set-up shared by `npm start` and `npm test`, in the order that fails fastest:
// Node version, the command's prerequisites, the pinned pnpm, the install, then the pnpm
// script itself. Every step that is already done is skipped, so a second run starts at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { installDependencies } from './install.mjs';
import { checkNode } from './node-version.mjs';
import { resolvePnpm } from './pnpm.mjs';
import { checkPorts, ensureChromium, ensureNginx } from './prerequisites.mjs';
import { childEnv, runForwardingSignals, withBinDir } from './processes.mjs';
import { info, printFailure, SetupError } from './report.mjs';
import { startProduct } from './start-product.mjs';
import { provideTestPostgres } from './test-postgres.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Each command: the root package.json script it ends with (or the step it runs itself), what
 * it checks first, and the servers it needs from node_modules (started after the install,
 * stopped once the script is done).
 */
const COMMANDS = {
  start: { run: startProduct, checks: [checkPorts] },
  test: {
    script: 'test:all',
    checks: [ensureChromium, ensureNginx],
    services: provideTestPostgres,
  },
  setup: { script: null, checks: [] },
};

export async function main(argv) {
  const [name, ...rest] = argv;
  const command = COMMANDS[name];
  if (!command) {
    console.error(
      `usage: node scripts/bootstrap.mjs <${Object.keys(COMMANDS).join('|')}> [arguments for the script]`,
    );
    process.exit(2);
  }
  try {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const node = checkNode(pkg.engines.node);
    info(`Node ${node} (supported: ${pkg.engines.node})`);
    for (const check of command.checks) await check();

    const pnpmVersion = /^pnpm@([^+]+)/.exec(pkg.packageManager ?? '')?.[1];
    if (!pnpmVersion)
      throw new SetupError('read package.json', '`packageManager` does not name a pnpm version.');
    const base = childEnv();
    const pnpm = await resolvePnpm(ROOT, pnpmVersion, base.PATH);
    const env = withBinDir(base, pnpm.binDir);
    await installDependencies(ROOT, pnpm.bin, pnpmVersion, env);

    if (command.run) {
      process.exitCode = await command.run(ROOT, env, rest);
      return;
    }
    if (!command.script) return;
    const services = command.services ? await command.services(ROOT, env) : { env, stop() {} };
    try {
      info(`pnpm run ${[command.script, ...rest].join(' ')}`);
      process.exitCode = await runForwardingSignals(pnpm.bin, ['run', command.script, ...rest], {
        cwd: ROOT,
        env: services.env,
      });
    } finally {
      await services.stop();
    }
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    printFailure(error);
    process.exitCode = 1;
  }
}
