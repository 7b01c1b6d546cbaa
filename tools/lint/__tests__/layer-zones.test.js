const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..', '..');

/**
 * The repository's ESLint config on each probe's code as if it were the file `filePath` (which
 * need not exist): the messages of the layer zones. The imports are real, so the zones resolve
 * them as `pnpm lint` would.
 */
function zoneMessages(probes) {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'support', 'lint-texts.mjs')], {
    cwd: root,
    input: JSON.stringify(probes.map((p) => ({ ...p, filePath: path.join(root, p.filePath) }))),
    encoding: 'utf8',
  });
  return JSON.parse(out).map((messages) =>
    messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message),
  );
}

const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('__'))
    .map((e) => e.name);

/** A source file of `dir` (searched depth-first), relative to it, without its extension. */
function someModule(dir) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name === '__tests__') continue;
    if (entry.isFile() && /\.tsx?$/.test(entry.name)) return entry.name.replace(/\.tsx?$/, '');
    if (entry.isDirectory()) {
      const inner = someModule(path.join(dir, entry.name));
      if (inner) return `${entry.name}/${inner}`;
    }
  }
  return null;
}

const reexport = (spec) => `export * from '${spec}';\n`;

describe('layer zones', () => {
  it('fails a feature that imports another feature, passes the same import from the app layer, fails the API core importing a feature', () => {
    const probes = [];
    for (const app of ['mfe-dashboard', 'mfe-admin', 'api']) {
      const [a, b] = folders(`${app}/src/features`);
      const target = `${b}/${someModule(`${app}/src/features/${b}`)}`;
      probes.push(
        { filePath: `${app}/src/features/${a}/lint-probe.ts`, code: reexport(`../${target}`) },
        { filePath: `${app}/src/app/lint-probe.ts`, code: reexport(`../features/${target}`) },
      );
    }
    const [feature] = folders('api/src/features');
    const coreProbe = `../features/${feature}/${someModule(`api/src/features/${feature}`)}`;
    probes.push({ filePath: 'api/src/core/lint-probe.ts', code: reexport(coreProbe) });

    const [dashFeature, dashApp, adminFeature, adminApp, apiFeature, apiApp, apiCore] =
      zoneMessages(probes);
    for (const messages of [dashFeature, adminFeature, apiFeature]) {
      expect(messages).toEqual([expect.stringContaining('A feature imports no other feature')]);
    }
    for (const messages of [dashApp, adminApp, apiApp]) expect(messages).toEqual([]);
    expect(apiCore).toEqual([expect.stringContaining('imports no feature and no app layer')]);
  }, 60_000);
});
