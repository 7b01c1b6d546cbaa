/**
 * Which contract exports an app uses: the names it imports from the contract's specifiers
 * (`@gcw/shared`) in its shipped source. Parsed with the TypeScript parser (no type checking,
 * so it is fast and sees `import type` as well). Tests and test helpers are left out: they run
 * against the workspace copy of shared, never against the one the shell provides.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** A use of everything a specifier exports (namespace import, `export *`, dynamic import). */
const EVERYTHING = '*';

/** @typedef {{ specifier: string, name: string, file: string }} ContractUse */

/**
 * `src/**\/*.{ts,tsx}` without test folders (`__tests__`, `test-utils`, ...), `test-utils.*`
 * and `*.test.*`, in a stable order.
 * @param {string} appDir absolute
 * @param {string[]} testDirs folder names that hold only tests or test helpers
 * @returns {string[]} paths relative to appDir, with forward slashes
 */
function listSourceFiles(appDir, testDirs) {
  const skipped = new Set([...testDirs, 'node_modules']);
  /** @type {string[]} */
  const files = [];
  /** @param {string} rel */
  const walk = (rel) => {
    const dir = path.join(appDir, rel);
    for (const dirent of fs.readdirSync(dir, { withFileTypes: true })) {
      const child = rel ? `${rel}/${dirent.name}` : dirent.name;
      if (dirent.isDirectory()) {
        if (!skipped.has(dirent.name)) walk(child);
      } else if (
        /\.tsx?$/.test(dirent.name) &&
        !/\.test\./.test(dirent.name) &&
        !dirent.name.startsWith('test-utils.')
      ) {
        files.push(child);
      }
    }
  };
  if (fs.existsSync(path.join(appDir, 'src'))) walk('src');
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * @param {ts.Node | undefined} node
 * @returns {string | undefined}
 */
function literalText(node) {
  return node && ts.isStringLiteralLike(node) ? node.text : undefined;
}

/**
 * Every name the file takes from one of `specifiers`.
 * @param {ts.SourceFile} source
 * @param {Set<string>} specifiers
 * @returns {{ specifier: string, name: string }[]}
 */
function usesInFile(source, specifiers) {
  /** @type {{ specifier: string, name: string }[]} */
  const uses = [];
  /** @param {string | undefined} specifier @param {string} name */
  const add = (specifier, name) => {
    if (specifier !== undefined && specifiers.has(specifier)) uses.push({ specifier, name });
  };

  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const spec = literalText(node.moduleSpecifier);
      const clause = node.importClause;
      if (clause?.name) add(spec, 'default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) add(spec, EVERYTHING);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) add(spec, (el.propertyName ?? el.name).text);
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const spec = literalText(node.moduleSpecifier);
      const clause = node.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) add(spec, EVERYTHING);
      else for (const el of clause.elements) add(spec, (el.propertyName ?? el.name).text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    ) {
      add(literalText(node.moduleReference.expression), EVERYTHING);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      add(literalText(node.arguments[0]), EVERYTHING);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      // `import('@gcw/shared').User` in a type position uses User; a bare one, everything.
      let q = node.qualifier;
      while (q && ts.isQualifiedName(q)) q = q.left;
      add(literalText(node.argument.literal), q ? q.text : EVERYTHING);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/**
 * @param {string} appDir absolute
 * @param {string[]} specifiers
 * @param {string[]} testDirs
 * @returns {ContractUse[]} in file order; a name used in several files appears once per file
 */
function collectContractUses(appDir, specifiers, testDirs) {
  const wanted = new Set(specifiers);
  return listSourceFiles(appDir, testDirs).flatMap((file) => {
    const text = fs.readFileSync(path.join(appDir, file), 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    return usesInFile(source, wanted).map((use) => ({ ...use, file }));
  });
}

module.exports = { EVERYTHING, listSourceFiles, usesInFile, collectContractUses };
