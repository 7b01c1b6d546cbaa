import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { CHROMIUM_PATH, claimPorts, productUrl, RUNS, WORKSPACE_ROOT } from './bench-config';
import { registerStudent } from './bench-session';
import { buildFloor, buildProduct, buildWithSourceMaps } from './builds';
import { textTable } from './format';
import { measurePages, measureTaps } from './measure';
import { duplicationFigures } from './page-duplication';
import { DOC_FILE, webSection, writeWebSection } from './performance-doc';
import type { RunInfo } from './performance-doc';
import { runCommand } from './processes';
import {
  duplicationTable,
  evaluateGoals,
  goalsTable,
  landingTable,
  otherPagesTable,
  topModulesTable,
} from './report';
import { startFloor, startProduct } from './servers';
import type { Running } from './servers';

/**
 * `pnpm bench:web`: builds the product, serves it, runs Lighthouse on its pages and on the
 * floor, measures tap-to-sign-in, prints the figures next to their goals and writes them to
 * test-results/bench-web.json and docs/performance.md. A benchmark: it fails only when it cannot
 * measure, never because a figure misses its goal. `--skip-build` reuses the apps' dist/.
 */
const RESULT_FILE = path.join(WORKSPACE_ROOT, 'test-results', 'bench-web.json');
const log = (line: string) => console.log(`[bench] ${line}`);
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: WORKSPACE_ROOT, encoding: 'utf8' }).trim();

function runInfo(): RunInfo {
  const lighthouse = JSON.parse(
    readFileSync(require.resolve('lighthouse/package.json'), 'utf8'),
  ) as { version: string };
  // Debian's wrapper script complains on stderr about the machine's memory: not ours to show.
  const chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const cpu = os.cpus();
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommitted:
      git(
        'status',
        '--porcelain',
        '--',
        'shell',
        'mfe-landing',
        'mfe-auth',
        'mfe-dashboard',
        'mfe-admin',
        'shared',
      ) !== '',
    runs: RUNS,
    environment: `Lighthouse ${lighthouse.version}, ${chromium}, Node ${process.version}, ${cpu.length} x ${cpu[0]?.model ?? 'CPU'}`,
  };
}

async function main() {
  const skipBuild = process.argv.includes('--skip-build');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'gcw-bench-web-'));
  const running: Running[] = [];
  const stopAll = async () => {
    for (let server = running.pop(); server; server = running.pop()) await server.stop();
  };
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  log(`scratch folder ${scratch}`);
  try {
    const info = runInfo();
    if (skipBuild) log('--skip-build: measuring the apps dist/ as they are');
    else {
      log('pnpm build (the five apps)');
      await buildProduct(scratch);
    }
    log('the same builds with source maps, and the floor');
    const sourceMapped = await buildWithSourceMaps(scratch);
    const floorDist = await buildFloor(scratch, false);
    const floorSourceMapped = await buildFloor(scratch, true);

    await claimPorts();
    log(`starting the product on ${productUrl()} and the floor`);
    running.push(await startProduct(scratch));
    running.push(await startFloor(floorDist));
    const student = await registerStudent(productUrl());
    const pages = await measurePages(student);
    const tap = await measureTaps();
    await stopAll();

    const dup = duplicationFigures(pages, sourceMapped, floorSourceMapped);
    const goals = evaluateGoals(pages, tap, dup);
    const tables = [
      landingTable(pages, dup),
      otherPagesTable(pages, dup),
      duplicationTable(dup),
      topModulesTable(dup),
      goalsTable(goals),
    ];
    const notes = [
      ...pages.flatMap((p) =>
        p.failures.map((f) => `${p.formFactor} ${p.target} ${p.path}: a run failed: ${f}`),
      ),
      ...tap.failures.map((f) => `tap to sign-in: a run failed: ${f}`),
      ...Object.entries(dup.byPage).flatMap(([page, d]) =>
        d.unmatched.map((url) => `${page}: no source-mapped chunk for ${url}`),
      ),
    ];
    console.log(`\nWeb benchmark, ${info.date}, commit ${info.commit}: ${info.environment}\n`);
    console.log(tables.map(textTable).join('\n\n'));
    console.log(
      `\ntap on Login to a usable sign-in form: ${tap.runsMs.map(Math.round).join(', ')} ms`,
    );
    notes.forEach((note) => console.log(`note: ${note}`));

    mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
    writeFileSync(
      RESULT_FILE,
      `${JSON.stringify({ ...info, pages, tapToSignIn: tap, duplication: dup, goals }, null, 2)}\n`,
    );
    writeWebSection(webSection(info, tables, notes));
    // Prettier aligns the generated tables: the file stays as `pnpm lint` wants it.
    await runCommand('pnpm', ['exec', 'prettier', '--write', DOC_FILE], {
      cwd: WORKSPACE_ROOT,
      logFile: path.join(scratch, 'prettier.log'),
      timeoutMs: 60_000,
    });
    log(
      `figures in ${path.relative(WORKSPACE_ROOT, RESULT_FILE)} and ${path.relative(WORKSPACE_ROOT, DOC_FILE)}`,
    );
    rmSync(scratch, { recursive: true, force: true });
  } catch (error) {
    console.error(`[bench] could not measure: ${String(error)}`);
    console.error(`[bench] logs kept in ${scratch}`);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

void main();
