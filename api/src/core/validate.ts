import { ValidationError } from 'yup';
import type { AnyObjectSchema, InferType } from 'yup';

import { badRequest } from './http-error';

export interface ValidateOptions {
  /** The message of a field sent with the wrong JSON type (default: `<field> must be a <type>`). */
  typeMessage?: (field: string, expected: string) => string;
}

const defaultTypeMessage = (field: string, expected: string) => `${field} must be a ${expected}`;

/**
 * Validates with yup and turns failures into a 400 carrying one message per field. Unknown
 * keys are dropped, so nothing the client adds reaches the database.
 */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  options: ValidateOptions = {},
): Promise<InferType<S>> {
  const body = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
  const typeMessage = options.typeMessage ?? defaultTypeMessage;
  const typeErrors = wrongTypes(schema, body as Record<string, unknown>, typeMessage);
  if (typeErrors) throw badRequest(Object.values(typeErrors)[0] as string, typeErrors);
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const key = inner.path ?? 'body';
      errors[key] ??= inner.message;
    }
    throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
  }
}

/** yup would quietly turn `123` into `"123"`; a wrong JSON type is a client error instead. */
function wrongTypes(
  schema: AnyObjectSchema,
  body: Record<string, unknown>,
  typeMessage: (field: string, expected: string) => string,
): Record<string, string> | null {
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.fields)) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    const expected = (field as unknown as { type: string }).type;
    const ok =
      expected === 'mixed' ||
      (expected === 'array' ? Array.isArray(value) : typeof value === expected);
    if (!ok) errors[key] = typeMessage(key, expected);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
