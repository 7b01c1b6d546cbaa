// `pnpm install --frozen-lockfile`, skipped when nothing it depends on has changed since the
// last successful install. The stamp lives in node_modules/, so deleting node_modules (or
// pnpm purging it) also forgets it, and it is written only after a successful install, so an
// interrupted install is simply run again next time.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { NETWORK_ERROR, networkTodo, npmRegistry } from './pnpm.mjs';
import { runTee } from './processes.mjs';
import { info, SetupError, since } from './report.mjs';

const STEP = 'install dependencies';
const STAMP = path.join('node_modules', '.gcw-install-stamp.json');

/** Workspace folders, from the `packages:` list of pnpm-workspace.yaml (plain names only). */
export function workspaceFolders(root) {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\s*\n((?:[ \t]+-.*\n?)+)/m.exec(yaml);
  if (!list) return [];
  return list[1]
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*-\s*/, '')
        .replace(/['"]/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * What an install depends on: the lockfile, the workspace file, .npmrc, the dependency
 * fields of every package.json, and the pnpm version. Scripts and other fields are left out,
 * so editing a script does not reinstall.
 */
function inputsHash(root, folders, pnpmVersion) {
  const hash = createHash('sha256').update(`pnpm@${pnpmVersion}\n`);
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', '.npmrc']) {
    const full = path.join(root, file);
    hash.update(`${file}\n`).update(existsSync(full) ? readFileSync(full) : '');
  }
  for (const folder of ['.', ...folders]) {
    const file = path.join(root, folder, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const fields = [
      'dependencies',
      'devDependencies',
      'optionalDependencies',
      'peerDependencies',
      'pnpm',
    ];
    hash.update(`${folder}\n${JSON.stringify(fields.map((f) => pkg[f] ?? null))}\n`);
  }
  return hash.digest('hex');
}

function upToDate(root, folders, hash) {
  try {
    const stamp = JSON.parse(readFileSync(path.join(root, STAMP), 'utf8'));
    if (stamp.hash !== hash) return false;
  } catch {
    return false;
  }
  if (!existsSync(path.join(root, 'node_modules', '.modules.yaml'))) return false;
  // A package's node_modules deleted by hand: install again.
  return folders.every((f) => existsSync(path.join(root, f, 'node_modules')));
}

export async function installDependencies(root, pnpm, pnpmVersion, env) {
  const folders = workspaceFolders(root);
  const hash = inputsHash(root, folders, pnpmVersion);
  if (upToDate(root, folders, hash)) {
    info(
      'dependencies: up to date (lockfile and package.json files unchanged since the last install)',
    );
    return;
  }
  const started = Date.now();
  info('dependencies: pnpm install --frozen-lockfile…');
  rmSync(path.join(root, STAMP), { force: true });
  // confirmModulesPurge=false: when node_modules was made by another pnpm or store (another
  // HOME, another pnpm major), pnpm rebuilds it instead of stopping to ask on a terminal.
  const result = await runTee(
    pnpm,
    ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false'],
    { cwd: root, env },
  );
  if (result.code !== 0) {
    const out = result.output;
    if (/ERR_PNPM_OUTDATED_LOCKFILE|ERR_PNPM_LOCKFILE_CONFIG_MISMATCH/.test(out)) {
      throw new SetupError(STEP, 'pnpm-lock.yaml does not match a package.json.', [
        'Someone changed dependencies without updating the lockfile: run `pnpm install` (pnpm',
        `${pnpmVersion}) to update pnpm-lock.yaml, commit it, then run the same command again.`,
      ]);
    }
    if (/ENOSPC/.test(out)) {
      throw new SetupError(STEP, 'the disk is full.', [
        'Free some space (`df -h .`), then run the same command again.',
      ]);
    }
    if (/EACCES|EPERM/.test(out)) {
      throw new SetupError(STEP, 'permission denied while writing the install (see above).', [
        'Run it as the user who owns this folder and its node_modules (no sudo for the project itself),',
        'or remove the node_modules folders owned by another user; then run the same command again.',
      ]);
    }
    if (NETWORK_ERROR.test(out)) {
      const registry = npmRegistry();
      throw new SetupError(
        STEP,
        `pnpm could not download packages from the registry (${registry}).`,
        networkTodo(registry, out),
      );
    }
    throw new SetupError(STEP, `pnpm install failed (exit ${result.code}; its message is above).`, [
      'Run the same command again (a finished part of the install is reused). If it fails the same way,',
      'remove the installed packages: `rm -rf node_modules */node_modules`, and run it once more.',
    ]);
  }
  writeFileSync(
    path.join(root, STAMP),
    `${JSON.stringify({ hash, pnpm: pnpmVersion, node: process.version, at: new Date().toISOString() }, null, 2)}\n`,
  );
  info(`dependencies: installed in ${since(started)}`);
}
