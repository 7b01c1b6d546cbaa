import type { AnyObjectSchema, InferType } from 'yup';

import { checkPayload } from './schema/check-payload';

/**
 * The fields of a multipart form, checked by the same rules as a route's JSON body (Fastify
 * cannot: the form is read by the handler while the file streams).
 */
export function validateForm<S extends AnyObjectSchema>(schema: S, fields: unknown): InferType<S> {
  const result = checkPayload(schema, fields, 'form');
  if ('error' in result) throw result.error;
  return result.value;
}
