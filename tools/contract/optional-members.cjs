/**
 * Whether a type's new signature only adds optional members to its old one: an interface (or
 * an object type alias) that gained `name?: T`. No object a remote built against the old
 * contract passes or reads becomes wrong, so the rule counts it as an addition (a minor bump),
 * not a break. Both signatures are the printed declarations of api-report.cjs.
 */
const ts = require('typescript');

const printer = ts.createPrinter({ removeComments: true });

/**
 * @param {string} signature
 * @returns {{ head: string, members: Map<string, { text: string, optional: boolean }> } | null}
 */
function objectShape(signature) {
  const file = ts.createSourceFile('signature.ts', signature, ts.ScriptTarget.Latest, true);
  if (file.statements.length !== 1) return null;
  const decl = /** @type {ts.Statement} */ (file.statements[0]);
  /** @type {ts.NodeArray<ts.TypeElement>} */
  let members;
  /** @type {string} */
  let head;
  const print = (/** @type {ts.Node} */ node) =>
    printer.printNode(ts.EmitHint.Unspecified, node, file);
  const printAll = (/** @type {readonly ts.Node[] | undefined} */ nodes) =>
    (nodes ?? []).map(print).join(', ');
  if (ts.isInterfaceDeclaration(decl)) {
    members = decl.members;
    head = `interface ${decl.name.text}<${printAll(decl.typeParameters)}> ${printAll(decl.heritageClauses)}`;
  } else if (ts.isTypeAliasDeclaration(decl) && ts.isTypeLiteralNode(decl.type)) {
    members = decl.type.members;
    head = `type ${decl.name.text}<${printAll(decl.typeParameters)}>`;
  } else {
    return null;
  }
  const shape = new Map();
  for (const member of members) {
    // Index and call signatures have no name to match by: any change to them is a change.
    if (!ts.isPropertySignature(member) && !ts.isMethodSignature(member)) return null;
    const key = print(member.name);
    if (shape.has(key)) return null; // overloads: compared as a whole
    shape.set(key, { text: print(member), optional: member.questionToken !== undefined });
  }
  return { head, members: shape };
}

/**
 * The optional members `now` adds to `was`, or null when the change is anything else
 * (a member removed or changed, a required member added, another kind of type).
 * @param {string} was
 * @param {string} now
 * @returns {string[] | null}
 */
function addedOptionalMembers(was, now) {
  const before = objectShape(was);
  const after = objectShape(now);
  if (!before || !after || before.head !== after.head) return null;
  for (const [name, member] of before.members) {
    if (after.members.get(name)?.text !== member.text) return null;
  }
  const added = [...after.members].filter(([name]) => !before.members.has(name));
  if (added.length === 0 || added.some(([, member]) => !member.optional)) return null;
  return added.map(([name]) => name);
}

/**
 * The members a value export's type gains when the value is a read-only object that only gained
 * read-only properties (a table such as `PATHS` with new rows): a remote reads the members it
 * knows and cannot write any, so none of them becomes wrong. Null for any other change.
 * @param {string} was the printed type of the value before
 * @param {string} now the printed type of the value after
 * @returns {string[] | null}
 */
function addedReadonlyMembers(was, now) {
  const before = objectShape(`type V = ${was};`);
  const after = objectShape(`type V = ${now};`);
  if (!before || !after) return null;
  const readonly = (/** @type {{ text: string }} */ member) => member.text.startsWith('readonly ');
  for (const [name, member] of before.members) {
    if (!readonly(member) || after.members.get(name)?.text !== member.text) return null;
  }
  const added = [...after.members].filter(([name]) => !before.members.has(name));
  if (added.length === 0 || added.some(([, member]) => !readonly(member))) return null;
  return added.map(([name]) => name);
}

module.exports = { addedOptionalMembers, addedReadonlyMembers };
