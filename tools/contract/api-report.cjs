/**
 * The API report: every export of the contract entry points with its kind and a normalised
 * signature, read with the TypeScript compiler so that what is compared is what a remote
 * compiles against (re-exports followed, types inferred), not the source text.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const { entrySpecifiers, exportKey } = require('./shared-package.cjs');

/** Print whole types: a truncated `...` would hide the very change we are looking for. */
const FORMAT = ts.TypeFormatFlags.NoTruncation;
/** Comments are documentation, not contract: rewording a JSDoc must not look like a break. */
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/**
 * @typedef {'value' | 'type' | 'value+type'} ExportKind
 * @typedef {{ kind: ExportKind, signature: string }} ExportEntry
 * @typedef {{ packageName: string, entries: import('./shared-package.cjs').Entry[],
 *   exports: Record<string, ExportEntry> }} ApiReport
 */

/**
 * The compiler settings the package is really compiled with: its own tsconfig.json when it has
 * one, else the repository's. Only the options are used; the entry points are the roots.
 * @param {string} root
 * @param {string} sharedDir
 * @returns {ts.CompilerOptions}
 */
function loadCompilerOptions(root, sharedDir) {
  const candidates = [
    path.join(root, sharedDir, 'tsconfig.json'),
    path.join(root, 'tsconfig.json'),
  ];
  const configPath = candidates.find((file) => fs.existsSync(file));
  /** @type {ts.CompilerOptions} */
  let options = { strict: true, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX };
  if (configPath) {
    const read = ts.readConfigFile(configPath, ts.sys.readFile);
    if (read.error) {
      throw new Error(
        `${configPath}: ${ts.flattenDiagnosticMessageText(read.error.messageText, '\n')}`,
      );
    }
    // Errors such as "no inputs found" concern `include`, which we do not use.
    options = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configPath)).options;
  }
  return { ...options, noEmit: true };
}

/** @param {string} text */
function normaliseWhitespace(text) {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The compiler may spell a type as `import("/abs/path/node_modules/.pnpm/x@1/node_modules/x")`:
 * keep the package-relative part so the report does not depend on the machine or the store.
 * @param {string} text
 * @param {string} root
 */
function normalisePaths(text, root) {
  return text.replace(/import\("([^"]+)"\)/g, (_match, /** @type {string} */ spec) => {
    if (!path.isAbsolute(spec)) return `import("${spec}")`;
    const inModules = spec.lastIndexOf('/node_modules/');
    if (inModules >= 0) return `import("${spec.slice(inModules + '/node_modules/'.length)}")`;
    return `import("${path.relative(root, spec).split(path.sep).join('/')}")`;
  });
}

/** `export`, `default` and `declare` say where a declaration is visible, not what it is. */
const DROPPED_MODIFIERS = new Set([
  ts.SyntaxKind.ExportKeyword,
  ts.SyntaxKind.DefaultKeyword,
  ts.SyntaxKind.DeclareKeyword,
]);

/** @param {ts.Node} node */
function keptModifiers(node) {
  const modifiers = ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined;
  return modifiers?.filter((m) => !DROPPED_MODIFIERS.has(m.kind));
}

/**
 * The declared text of an interface, type alias or enum, without comments or export keywords.
 * @param {ts.Declaration} decl
 * @returns {string | undefined}
 */
function declarationText(decl) {
  const f = ts.factory;
  let node;
  if (ts.isInterfaceDeclaration(decl)) {
    node = f.updateInterfaceDeclaration(
      decl,
      keptModifiers(decl),
      decl.name,
      decl.typeParameters,
      decl.heritageClauses,
      decl.members,
    );
  } else if (ts.isTypeAliasDeclaration(decl)) {
    node = f.updateTypeAliasDeclaration(
      decl,
      keptModifiers(decl),
      decl.name,
      decl.typeParameters,
      decl.type,
    );
  } else if (ts.isEnumDeclaration(decl)) {
    node = f.updateEnumDeclaration(decl, keptModifiers(decl), decl.name, decl.members);
  } else {
    return undefined;
  }
  return printer.printNode(ts.EmitHint.Unspecified, node, decl.getSourceFile());
}

/**
 * A class is both a value and a type; its body holds implementation, so describe its public
 * shape (constructors and instance members) through the checker instead of printing it.
 * @param {ts.TypeChecker} checker
 * @param {ts.Symbol} symbol
 * @param {ts.ClassDeclaration} decl
 */
function classShape(checker, symbol, decl) {
  const constructors = checker
    .getSignaturesOfType(
      checker.getTypeOfSymbolAtLocation(symbol, decl),
      ts.SignatureKind.Construct,
    )
    .map((sig) => `new ${checker.signatureToString(sig, decl, FORMAT)}`);
  const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;
  /** Private, protected and `#private` members are not reachable by a remote. */
  const isPublic = (/** @type {ts.Symbol} */ p) => {
    const d = p.valueDeclaration;
    if (!d) return true;
    const named = /** @type {{ name?: ts.Node }} */ (/** @type {unknown} */ (d)).name;
    return !(ts.getCombinedModifierFlags(d) & hidden) && !(named && ts.isPrivateIdentifier(named));
  };
  const members = checker
    .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
    .filter(isPublic)
    .map(
      (p) =>
        `${p.name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, decl), decl, FORMAT)}`,
    );
  return `class { ${[...constructors, ...members].join('; ')} }`;
}

/**
 * Kind and signature of one export. Values: the type the checker infers for them. Types: their
 * declared text. A name with both meanings (class, enum, or a const and a type sharing a name)
 * records both, so a change to either shows.
 * @param {ts.TypeChecker} checker
 * @param {ts.Symbol} exported
 * @param {string} root
 * @returns {ExportEntry}
 */
function describeExport(checker, exported, root) {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declarations = symbol.declarations ?? [];

  let valueSignature;
  if (symbol.flags & ts.SymbolFlags.Value) {
    const at = symbol.valueDeclaration ?? declarations[0];
    const type = at
      ? checker.getTypeOfSymbolAtLocation(symbol, at)
      : checker.getTypeOfSymbol(symbol);
    valueSignature = checker.typeToString(type, undefined, FORMAT);
  }

  const typeTexts = [];
  for (const decl of declarations) {
    const text = ts.isClassDeclaration(decl)
      ? classShape(checker, symbol, decl)
      : declarationText(decl);
    if (text !== undefined) typeTexts.push(text);
  }
  const typeSignature = typeTexts.length > 0 ? typeTexts.join(' ') : undefined;

  /** @type {ExportKind} */
  let kind;
  let signature;
  if (valueSignature !== undefined && typeSignature !== undefined) {
    kind = 'value+type';
    signature = `value: ${valueSignature}; type: ${typeSignature}`;
  } else if (valueSignature !== undefined) {
    kind = 'value';
    signature = valueSignature;
  } else {
    kind = 'type';
    // A type we cannot print (e.g. re-exported from a .d.ts in an unusual form): fall back
    // to the checker's view of the declared type.
    signature =
      typeSignature ??
      checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol), undefined, FORMAT);
  }
  return { kind, signature: normaliseWhitespace(normalisePaths(signature, root)) };
}

/**
 * @param {{ root: string, sharedDir: string, entries: string[] }} options
 * @returns {ApiReport}
 */
function buildApiReport({ root, sharedDir, entries }) {
  const { packageName, resolved } = entrySpecifiers({ root, sharedDir, entries });
  const files = resolved.map((e) => path.join(root, e.file));
  for (const file of files) {
    if (!fs.existsSync(file))
      throw new Error(`contract entry ${path.relative(root, file)} does not exist`);
  }
  const program = ts.createProgram({
    rootNames: files,
    options: loadCompilerOptions(root, sharedDir),
  });
  const checker = program.getTypeChecker();
  // Checking every file first, in the program's own order, fixes the order in which the checker
  // meets literal types and members; printed unions and inferred object types follow it. Without
  // it, the first export printed decides that order, and a new export (printed first by name)
  // reorders unions in unrelated signatures, which then look changed.
  program.getSemanticDiagnostics();

  /** @type {Record<string, ExportEntry>} */
  const found = {};
  resolved.forEach((entry, i) => {
    const source = program.getSourceFile(/** @type {string} */ (files[i]));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) return; // a file without exports contributes nothing
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      found[exportKey(packageName, entry.specifier, exported.name)] = describeExport(
        checker,
        exported,
        root,
      );
    }
  });
  return { packageName, entries: resolved, exports: sortKeys(found) };
}

/**
 * Code-unit order, not `localeCompare`: the snapshot must not depend on the machine's locale.
 * @template T
 * @param {Record<string, T>} record
 * @returns {Record<string, T>}
 */
function sortKeys(record) {
  return Object.fromEntries(
    Object.keys(record)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((k) => [k, /** @type {T} */ (record[k])]),
  );
}

module.exports = {
  buildApiReport,
  loadCompilerOptions,
  normalisePaths,
  normaliseWhitespace,
  sortKeys,
};
