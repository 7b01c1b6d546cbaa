const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..', '..');
const fixtures = path.join(__dirname, 'fixtures');

/** The repository's ESLint config on the two fixture files, which the config itself ignores. */
function lint(files) {
  try {
    execFileSync(
      path.join(root, 'node_modules', '.bin', 'eslint'),
      ['--no-ignore', '--format', 'json', ...files],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return [];
  } catch (error) {
    // ESLint exits 1 when it reports problems; its JSON report is on stdout.
    return JSON.parse(error.stdout).flatMap((file) => file.messages.map((m) => m.ruleId));
  }
}

describe('import boundaries', () => {
  it('reports an import cycle between two TypeScript files (import-x/no-cycle is armed)', () => {
    const rules = lint([path.join(fixtures, 'cycle-a.ts'), path.join(fixtures, 'cycle-b.ts')]);
    expect(rules).toContain('import-x/no-cycle');
  }, 60_000);
});
