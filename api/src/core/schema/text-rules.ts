import { PAYLOAD_MESSAGES as M } from '@gcw/shared/contract';
import type { AnySchema } from 'yup';

import type { JsonSchemaMeta } from './json-schema';

// C0, DEL and C1 controls: a NUL breaks PostgreSQL's text type, the others forge log lines.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\t\n\r]/u;

type Node = AnySchema & {
  spec: { label?: string; meta?: JsonSchemaMeta };
  fields?: Record<string, AnySchema>;
  innerType?: AnySchema;
};

export const labelOf = (schema: AnySchema, key: string) => (schema as Node).spec.label ?? key;

/** A text the field refuses: control characters, except line breaks where it allows them. */
function refused(schema: Node, value: string): boolean {
  if (schema.spec.meta?.multiline) return CONTROL_BUT_LINES.test(value);
  // Outer whitespace is trimmed away; inside a one-line text a line break is refused too.
  return CONTROL.test(value.trim()) || value.includes('\0');
}

/** A body checked field by field by its service (a section of settings): every text in it. */
function anyTextProblem(input: unknown, path: string): [string, string] | null {
  if (typeof input === 'string')
    return CONTROL_BUT_LINES.test(input)
      ? [path || 'body', M.controlCharacters(path || 'body')]
      : null;
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      const problem = anyTextProblem(value, path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * The first text in `input` (walked along the schema) holding a refused control character, as
 * `[path, message naming the field]`; null when there is none. Keys the schema does not know are
 * dropped before use, so they are not looked at.
 */
export function controlCharacterProblem(
  schema: AnySchema,
  input: unknown,
  path = '',
): [string, string] | null {
  const node = schema as Node;
  if (node.spec.meta?.passthrough) return anyTextProblem(input, path);
  if (typeof input === 'string') {
    // A field with its own control-character rule (and message) is left to it.
    if (node.tests.some((test) => test.OPTIONS?.name === 'no-control')) return null;
    return refused(node, input) ? [path || 'body', M.controlCharacters(labelOf(node, path))] : null;
  }
  if (Array.isArray(input) && node.innerType) {
    for (const [index, item] of input.entries()) {
      const problem = controlCharacterProblem(node.innerType, item, path || String(index));
      if (problem) return problem;
    }
    return null;
  }
  if (input && typeof input === 'object' && node.fields) {
    for (const [key, field] of Object.entries(node.fields)) {
      const value = (input as Record<string, unknown>)[key];
      const problem = controlCharacterProblem(field, value, path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
  }
  return null;
}
