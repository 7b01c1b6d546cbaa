import { PAYLOAD_MESSAGES as M } from '@gcw/shared/contract';
import type { AnySchema } from 'yup';

import { labelOf } from './text-rules';

/** PostgreSQL's `integer`, the type of every id and count the API stores. */
export const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

type Node = AnySchema & { fields?: Record<string, AnySchema>; innerType?: AnySchema };

/** The message of a field's `typeError(...)` (yup keeps it among its private tests). */
const typeErrorOf = (node: AnySchema): unknown =>
  (node as unknown as { internalTests: Record<string, { OPTIONS?: { message?: unknown } }> })
    .internalTests.typeError?.OPTIONS?.message;

const isInteger = (node: Node) =>
  node.type === 'number' && node.tests.some((test) => test.OPTIONS?.name === 'integer');

/**
 * Years a person can mean: PostgreSQL refuses how JavaScript writes the others (`+010000-…`,
 * `-000001-…`), though Date.parse reads years from 271821 BC to 275760.
 */
const yearOutOfRange = (date: Date) => {
  const year = date.getUTCFullYear();
  return year < 1 || year > 9999;
};

/** A typed time as milliseconds, or NaN when unreadable or outside the years the database stores. */
export function storableTime(text: string): number {
  const ms = Date.parse(text);
  return Number.isNaN(ms) || yearOutOfRange(new Date(ms)) ? NaN : ms;
}

/**
 * The first whole number in a checked value (walked along its schema) outside PostgreSQL's
 * `integer`, or date outside the years 1 to 9999, as `[path, message naming the field]`: a
 * schema's own bound may be looser (ids up to Number.MAX_SAFE_INTEGER), but a value the database
 * cannot hold is an error there, a 500 here.
 */
export function storedRangeProblem(
  schema: AnySchema,
  value: unknown,
  path = '',
  label = '',
): [string, string] | null {
  const node = schema as Node;
  if (value instanceof Date && node.type === 'date') {
    if (!yearOutOfRange(value)) return null;
    // The field's own words for a date it cannot read fit a date it cannot store too.
    const own = typeErrorOf(node);
    const name = labelOf(node, label || path || 'body');
    return [path || 'body', typeof own === 'string' ? own : M.invalid(name)];
  }
  if (typeof value === 'number' && isInteger(node)) {
    const name = labelOf(node, label || path || 'body');
    if (value > INT4_MAX) return [path || 'body', `${name} maksimal ${INT4_MAX}`];
    if (value < INT4_MIN) return [path || 'body', `${name} minimal ${INT4_MIN}`];
    return null;
  }
  if (Array.isArray(value) && node.innerType) {
    const own = labelOf(node, label || path);
    for (const [index, item] of value.entries()) {
      const problem = storedRangeProblem(node.innerType, item, `${path}[${index}]`, own);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object' && node.fields) {
    for (const [key, field] of Object.entries(node.fields)) {
      const item = (value as Record<string, unknown>)[key];
      const problem = storedRangeProblem(field, item, path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
  }
  return null;
}
