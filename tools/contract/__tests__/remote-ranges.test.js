const { makeRepo, removeRepos } = require('./fixture-repo.cjs');

afterEach(removeRepos);

const INDEX_V1 = `
export const a = 1;
export type Shape = { size: number };
`;
/** Version 1.1.0 of the contract: `b` and `Extra` appeared (since 1.1.0). */
const INDEX_V11 = `${INDEX_V1}export const b = 2;\nexport interface Extra { on: boolean }\n`;

/**
 * A contract recorded at 1.0.0, then grown to 1.1.0 and recorded again, with one app.
 * @param {import('./fixture-repo.cjs').AppSpec} app
 */
function grownContract(app) {
  const repo = makeRepo({
    index: INDEX_V1,
    apps: { 'mfe-x': { range: 'workspace:^1.0.0', files: {} } },
  });
  expect(repo.run(true).ok).toBe(true);
  repo.setIndex(INDEX_V11);
  repo.setVersion('1.1.0');
  expect(repo.run(true).ok).toBe(true);
  for (const [file, content] of Object.entries(app.files ?? {})) repo.put(`mfe-x/${file}`, content);
  if (app.range !== undefined && app.range !== null) repo.setRange('mfe-x', app.range);
  return repo;
}

/** @param {{ problems: string[] }} result */
const text = (result) => result.problems.join('\n');

describe('remote ranges', () => {
  it('passes a range whose minimum covers every export the app imports', () => {
    const repo = grownContract({
      range: 'workspace:^1.1.0',
      files: { 'src/page.ts': "import { a, b } from '@gcw/shared';\nexport const x = a + b;\n" },
    });
    expect(repo.run()).toMatchObject({ ok: true, problems: [] });
  });

  it('passes an older minimum when the app only uses older exports', () => {
    const repo = grownContract({
      range: 'workspace:^1.0.0',
      files: { 'src/page.ts': "import { a } from '@gcw/shared';\nexport const x = a;\n" },
    });
    expect(repo.run().ok).toBe(true);
  });

  it.each(['workspace:*', '*', 'workspace:^'])('fails the range %s', (range) => {
    const repo = grownContract({
      range,
      files: { 'src/page.ts': "import { b } from '@gcw/shared';\nexport const x = b;\n" },
    });
    const result = repo.run();
    expect(result.ok).toBe(false);
    expect(text(result)).toContain(
      `mfe-x/package.json: "@gcw/shared": "${range}" is not a version range the shell can check`,
    );
    // It suggests the range the app's imports need.
    expect(text(result)).toContain('e.g. "@gcw/shared": "workspace:^1.1.0"');
  });

  it('fails an app that uses an export newer than its range minimum, naming both', () => {
    const repo = grownContract({
      range: 'workspace:^1.0.0',
      files: {
        'src/page.ts': "import { a, b } from '@gcw/shared';\nexport const x = a + b;\n",
        'src/types.ts': "import type { Extra } from '@gcw/shared';\nexport type E = Extra;\n",
      },
    });
    const result = repo.run();
    expect(result.ok).toBe(false);
    expect(text(result)).toContain(
      'mfe-x/package.json: "@gcw/shared": "workspace:^1.0.0" allows @gcw/shared 1.0.0, but mfe-x uses 2 exports that 1.0.0 lacks:',
    );
    expect(text(result)).toContain('Extra (since 1.1.0) in mfe-x/src/types.ts');
    expect(text(result)).toContain('b (since 1.1.0) in mfe-x/src/page.ts');
    expect(text(result)).not.toMatch(/\ba \(since/);
    expect(text(result)).toContain("Raise the range's minimum to 1.1.0");
  });

  it('lists the newest exports first and cuts a long list', () => {
    const many = Array.from({ length: 14 }, (_, i) => `export const n${i} = ${i};`).join('\n');
    const repo = makeRepo({ index: INDEX_V1, apps: { 'mfe-x': { range: 'workspace:^1.0.0' } } });
    repo.run(true);
    repo.setIndex(`${INDEX_V11}${many}\n`);
    repo.setVersion('1.1.0');
    repo.run(true);
    repo.setIndex(`${INDEX_V11}${many}\nexport const newest = 0;\n`);
    repo.setVersion('1.2.0');
    repo.run(true);
    const names = ['a', 'b', 'newest', ...Array.from({ length: 14 }, (_, i) => `n${i}`)];
    repo.put(
      'mfe-x/src/page.ts',
      `import { ${names.join(', ')} } from '@gcw/shared';\nexport const x = [${names.join(', ')}];\n`,
    );
    const lines = text(repo.run()).split('\n');
    expect(lines[0]).toContain('but mfe-x uses 16 exports that 1.0.0 lacks:');
    expect(lines[1]).toBe('  newest (since 1.2.0) in mfe-x/src/page.ts');
    expect(lines[2]).toBe('  b (since 1.1.0) in mfe-x/src/page.ts');
    expect(lines[11]).toBe('  … and 6 more');
    expect(lines[12]).toContain("Raise the range's minimum to 1.2.0");
  });

  it('counts a namespace import as a use of every export', () => {
    const repo = grownContract({
      range: 'workspace:^1.0.0',
      files: {
        'src/all.ts': "import * as shared from '@gcw/shared';\nexport const x = shared.a;\n",
      },
    });
    const result = repo.run();
    expect(text(result)).toContain(
      "b (since 1.1.0) through a namespace import of '@gcw/shared' in mfe-x/src/all.ts",
    );
    expect(text(result)).toContain('Extra (since 1.1.0)');
  });

  it('ignores imports in tests and test helpers', () => {
    const use = "import { b } from '@gcw/shared';\nexport const x = b;\n";
    const repo = grownContract({
      range: 'workspace:^1.0.0',
      files: {
        'src/__tests__/page.test.ts': use,
        'src/page.test.tsx': use,
        'src/test-utils/render.tsx': use,
        'src/test-utils.ts': use,
        'src/page.ts': "import { a } from '@gcw/shared';\nexport const y = a;\n",
      },
    });
    expect(repo.run().ok).toBe(true);
  });

  it('fails a range the current version does not satisfy', () => {
    const repo = grownContract({ range: 'workspace:^2.0.0', files: {} });
    expect(text(repo.run())).toContain(
      '"workspace:^2.0.0" does not accept @gcw/shared 1.1.0, the version the shell provides',
    );
  });

  it('fails an app without the dependency', () => {
    const repo = makeRepo({ index: INDEX_V1, apps: { 'mfe-x': { range: null } } });
    repo.run(true);
    expect(text(repo.run())).toContain('mfe-x/package.json does not depend on @gcw/shared');
  });

  it('reports an import of a name the contract does not export', () => {
    const repo = grownContract({
      range: 'workspace:^1.1.0',
      files: { 'src/page.ts': "import { gone } from '@gcw/shared';\nexport const x = gone;\n" },
    });
    expect(text(repo.run())).toContain(
      'mfe-x imports gone (mfe-x/src/page.ts), which @gcw/shared does not export.',
    );
  });

  it('judges a new export by the since that --write will record, before it is written', () => {
    const repo = makeRepo({
      index: INDEX_V1,
      apps: {
        'mfe-x': {
          files: { 'src/page.ts': "import { b } from '@gcw/shared';\nexport const x = b;\n" },
        },
      },
    });
    repo.setIndex(INDEX_V11); // no snapshot yet: every export would be recorded at 1.0.0
    expect(text(repo.run())).not.toContain('mfe-x');
    repo.run(true);
    repo.setIndex(`${INDEX_V11}export const c = 3;\n`);
    repo.setVersion('1.2.0');
    repo.put('mfe-x/src/page.ts', "import { c } from '@gcw/shared';\nexport const x = c;\n");
    expect(text(repo.run())).toContain('c (since 1.2.0) in mfe-x/src/page.ts');
  });
});
