#!/usr/bin/env node
/**
 * CI check of the `@gcw/shared` contract (see README.md next to this file).
 *
 *   node tools/contract/check.mjs            check; exit 0 when consistent, 1 with the problems
 *   node tools/contract/check.mjs --write    record shared/contract-api.json (refused when the
 *                                            version bump is too small for the change)
 *   --root <dir>      check another checkout (the tests use fixture repos)
 *   --entry <file>    a contract entry point, relative to the root (repeatable; replaces the
 *                     default list in config.cjs)
 *
 * The logic lives in CommonJS modules (run.cjs and what it requires) so Jest can load them
 * without an ESM transform; this file only reads the arguments and sets the exit code.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { runContractCheck, formatResult } = require('./run.cjs');

const usage = 'usage: node tools/contract/check.mjs [--write] [--root <dir>] [--entry <file>]...';

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ write: boolean, root: string, entries?: string[] }} */
  const options = {
    write: false,
    root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..'),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[(i += 1)];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--write') options.write = true;
    else if (arg === '--root') options.root = path.resolve(value());
    else if (arg === '--entry') options.entries = [...(options.entries ?? []), value()];
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : error}\n${usage}\n`);
  process.exit(2);
}

const result = runContractCheck(options);
(result.ok ? process.stdout : process.stderr).write(formatResult(result));
process.exitCode = result.ok ? 0 : 1;
