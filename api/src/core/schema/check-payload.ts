import { PAYLOAD_MESSAGES as M } from '@gcw/shared/contract';
import { ValidationError } from 'yup';
import type { AnyObjectSchema, InferType } from 'yup';

import { badRequest } from '../http-error';
import type { HttpError } from '../http-error';
import type { JsonSchemaMeta } from './json-schema';
import { storedRangeProblem } from './stored-range';
import { controlCharacterProblem, labelOf } from './text-rules';

export type PayloadPart = 'body' | 'querystring' | 'params' | 'form';

export type CheckResult<S extends AnyObjectSchema> = { value: InferType<S> } | { error: HttpError };

const refuse = (errors: Record<string, string>) =>
  ({ error: badRequest(Object.values(errors)[0] ?? M.invalidRequest, errors) }) as const;

/** yup would quietly turn `123` into `"123"`; in JSON a wrong type is a client error instead. */
function wrongTypes(schema: AnyObjectSchema, body: Record<string, unknown>) {
  const own = (schema.spec.meta as JsonSchemaMeta | undefined)?.refusals?.wrongType;
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.fields)) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    const expected = (field as unknown as { type: string }).type;
    const ok =
      expected === 'mixed' ||
      (expected === 'array' ? Array.isArray(value) : typeof value === expected);
    const label = labelOf(field as AnyObjectSchema, key);
    if (!ok) errors[key] = own ? own(label, expected) : M.wrongType(label, expected);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Checks one part of a request against its shared schema: a 400 with a message per field (the
 * first as `Message`), or the cleaned value (trimmed, defaults, unknown keys dropped). Query
 * strings, path parameters and multipart fields arrive as text and are cast; JSON is not.
 */
export function checkPayload<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  part: PayloadPart,
): CheckResult<S> {
  const meta = schema.spec.meta as JsonSchemaMeta | undefined;
  // No body at all is an empty object (its required fields are named); any other non-object is refused.
  if (part === 'body' && input != null && (typeof input !== 'object' || Array.isArray(input)))
    return { error: badRequest(meta?.refusals?.notAnObject ?? M.notAnObject) };
  const data = (input ?? {}) as Record<string, unknown>;
  const control = controlCharacterProblem(schema, data);
  if (control) return refuse({ [control[0]]: control[1] });
  if (meta?.passthrough) return { value: data };
  const typeErrors = part === 'body' ? wrongTypes(schema, data) : null;
  if (typeErrors) return refuse(typeErrors);
  try {
    // A schema that names its keys exhaustively (`noUnknown`) refuses others; the rest drop them.
    const stripUnknown = !(schema.spec as { noUnknown?: boolean }).noUnknown;
    const value = schema.validateSync(data, { abortEarly: false, stripUnknown });
    const range = storedRangeProblem(schema, value);
    return range ? refuse({ [range[0]]: range[1] }) : { value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error])
      errors[inner.path || 'body'] ??= inner.message;
    return refuse(errors);
  }
}
