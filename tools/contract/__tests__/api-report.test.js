const { buildApiReport, normalisePaths } = require('../api-report.cjs');
const { makeRepo, removeRepos } = require('./fixture-repo.cjs');

afterEach(removeRepos);

/** @param {string} index @param {Record<string, string>} [sharedFiles] */
function report(index, sharedFiles) {
  const repo = makeRepo({ index, sharedFiles });
  return buildApiReport({ root: repo.root, sharedDir: 'shared', entries: ['shared/src/index.ts'] });
}

describe('buildApiReport', () => {
  it('lists values with their inferred type and types with their declared text, sorted', () => {
    const { exports } = report(
      `
      export * from './more';
      /** Documentation is not contract. */
      export interface Point {
        /** x */ x: number;
        y:    number; // trailing
      }
      export type Pair<T> = [T, T];
      export const origin: Point = { x: 0, y: 0 };
      export function mid(a: Point, b: Point) { return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }; }
      const local = 1;
      export { local as renamed };
      `,
      {
        'src/more.ts':
          "export const TAGS = ['a', 'b'] as const;\nexport type Tag = (typeof TAGS)[number];\n",
      },
    );
    expect(Object.keys(exports)).toEqual([
      'Pair',
      'Point',
      'TAGS',
      'Tag',
      'mid',
      'origin',
      'renamed',
    ]);
    expect(exports).toEqual({
      Pair: { kind: 'type', signature: 'type Pair<T> = [ T, T ];' },
      Point: { kind: 'type', signature: 'interface Point { x: number; y: number; }' },
      TAGS: { kind: 'value', signature: 'readonly ["a", "b"]' },
      Tag: { kind: 'type', signature: 'type Tag = (typeof TAGS)[number];' },
      mid: { kind: 'value', signature: '(a: Point, b: Point) => { x: number; y: number; }' },
      origin: { kind: 'value', signature: 'Point' },
      renamed: { kind: 'value', signature: '1' },
    });
  });

  it('records both meanings of a name that is a value and a type', () => {
    const { exports } = report(`
      export enum Color { Red = 'red', Blue = 'blue' }
      export const Size = { S: 1 } as const;
      export type Size = (typeof Size)[keyof typeof Size];
      export class Box { constructor(public width: number) {} area(): number { return this.width; } private secret = 1; protected prot = 2; #hash = 3; }
    `);
    expect(exports.Color).toEqual({
      kind: 'value+type',
      signature: "value: typeof Color; type: enum Color { Red = 'red', Blue = 'blue' }",
    });
    expect(exports.Size).toEqual({
      kind: 'value+type',
      signature: 'value: { readonly S: 1; }; type: type Size = (typeof Size)[keyof typeof Size];',
    });
    expect(exports.Box).toEqual({
      kind: 'value+type',
      signature:
        'value: typeof Box; type: class { new (width: number): Box; width: number; area: () => number }',
    });
  });

  it('does not change when only comments and formatting change', () => {
    const a = report('export interface A { x: number }\nexport const f = (n: number) => n;\n');
    const b = report(
      '/** A */\nexport interface A {\n  // the x\n  x: number;\n}\n\nexport const f = (n: number) =>\n  n;\n',
    );
    expect(b.exports).toEqual(a.exports);
  });

  it('reports an entry the package does not export', () => {
    const repo = makeRepo({ index: 'export const a = 1;\n' });
    expect(() =>
      buildApiReport({ root: repo.root, sharedDir: 'shared', entries: ['shared/src/other.ts'] }),
    ).toThrow(
      'contract entry shared/src/other.ts is not reachable through the "exports" of shared/package.json',
    );
  });
});

describe('normalisePaths', () => {
  it('keeps the package-relative part of absolute import() paths', () => {
    expect(
      normalisePaths(
        'import("/repo/node_modules/.pnpm/@reduxjs+toolkit@2/node_modules/@reduxjs/toolkit/dist/index").Api | import("/repo/shared/src/x").Y',
        '/repo',
      ),
    ).toBe('import("@reduxjs/toolkit/dist/index").Api | import("shared/src/x").Y');
  });
});
