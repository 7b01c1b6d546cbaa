const ts = require('typescript');

const { usesInFile, EVERYTHING } = require('../app-imports.cjs');

/** @param {string} code */
function uses(code) {
  const source = ts.createSourceFile(
    'a.tsx',
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  return usesInFile(source, new Set(['@gcw/shared', '@gcw/shared/contract'])).map(
    (u) => `${u.specifier}:${u.name}`,
  );
}

describe('usesInFile', () => {
  it('reads named imports by their exported name, type-only ones included', () => {
    expect(
      uses(`
        import { a, b as local } from '@gcw/shared';
        import type { T } from '@gcw/shared';
        import { type U, c } from '@gcw/shared';
        import { other } from 'somewhere-else';
      `),
    ).toEqual([
      '@gcw/shared:a',
      '@gcw/shared:b',
      '@gcw/shared:T',
      '@gcw/shared:U',
      '@gcw/shared:c',
    ]);
  });

  it('treats namespace imports, export * and dynamic imports as using everything', () => {
    expect(
      uses(`
        import * as shared from '@gcw/shared';
        export * from '@gcw/shared/contract';
        const later = () => import('@gcw/shared');
      `),
    ).toEqual([
      `@gcw/shared:${EVERYTHING}`,
      `@gcw/shared/contract:${EVERYTHING}`,
      `@gcw/shared:${EVERYTHING}`,
    ]);
  });

  it('reads re-exports, default imports and import() types', () => {
    expect(
      uses(`
        export { a as b, type C } from '@gcw/shared';
        import def from '@gcw/shared';
        type U = import('@gcw/shared').User;
        type N = import('@gcw/shared').Ns.Inner;
      `),
    ).toEqual([
      '@gcw/shared:a',
      '@gcw/shared:C',
      '@gcw/shared:default',
      '@gcw/shared:User',
      '@gcw/shared:Ns',
    ]);
  });

  it('ignores a side-effect-only import and other packages', () => {
    expect(uses(`import '@gcw/shared'; import { x } from '@gcw/shared/testing';`)).toEqual([]);
  });
});
