import type { FastifyTypeProvider } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';

import type { JsonSchema } from './json-schema';

declare const YUP_TYPE: unique symbol;

/**
 * A JSON Schema made from a yup schema, remembering that schema's type (a type only: nothing is
 * stored under this key), so the type provider can give the request the type yup checks.
 */
export type FromYup<S extends AnyObjectSchema> = JsonSchema & { readonly [YUP_TYPE]: S };

/**
 * Fastify's type provider for schemas made by routeSchema: `request.params`, `request.query` and
 * `request.body` get the types of the yup schemas that validate them; a multipart form or an
 * absent part is `unknown`. Answers are not typed (they go through `ok()`).
 */
export interface YupTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends FromYup<infer S> ? InferType<S> : unknown;
  serializer: unknown;
}
