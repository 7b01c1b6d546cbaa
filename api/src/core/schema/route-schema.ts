import type { FastifyInstance, FastifySchema } from 'fastify';
import { mixed, object, string } from 'yup';
import type { AnyObjectSchema, AnySchema } from 'yup';

import { accessSecurity } from '../auth/access';
import type { Access } from '../auth/access';
import { checkPayload } from './check-payload';
import type { PayloadPart } from './check-payload';
import { toJsonSchema } from './json-schema';
import type { JsonSchema } from './json-schema';
import type { FromYup } from './yup-type-provider';

/** The shared yup schema a JSON Schema was made from; the validator compiler finds it here. */
const SOURCE = Symbol('yup source');
type Sourced = JsonSchema & { [SOURCE]?: { schema: AnyObjectSchema; part: PayloadPart } };

export interface RouteSpec {
  tags: string[];
  summary: string;
  description?: string;
  /** The OpenAPI operationId, when the one made from the method and path reads badly. */
  operationId?: string;
  /** Who may call it: the one place a route's access is stated (see Access). */
  access: Access;
  params?: AnyObjectSchema;
  querystring?: AnyObjectSchema;
  /** A JSON body. */
  body?: AnyObjectSchema;
  /** A multipart form: its text fields (checked by the handler with `validateForm`) and files. */
  form?: { fields?: AnyObjectSchema; files: Record<string, string> };
  /** The `Data` of the success answer (a schema), or a download of the given media types. */
  response?: { status?: number; data?: AnySchema; media?: string[]; description?: string };
}

const errorBody = object({
  Message: string().required(),
  Errors: mixed().meta({
    jsonSchema: { type: 'object', additionalProperties: { type: 'string' } },
  }),
});

function sourced(schema: AnyObjectSchema, part: PayloadPart): Sourced {
  const json: Sourced = toJsonSchema(schema);
  Object.defineProperty(json, SOURCE, { value: { schema, part }, enumerable: false });
  return json;
}

function formBody(form: NonNullable<RouteSpec['form']>): JsonSchema {
  const fields = form.fields ? toJsonSchema(form.fields) : { type: 'object', properties: {} };
  const files = Object.fromEntries(
    Object.entries(form.files).map(([name, description]) => [
      name,
      { type: 'string', format: 'binary', description },
    ]),
  );
  const json: Sourced = {
    ...fields,
    properties: { ...(fields.properties as object), ...files },
    required: [...((fields.required as string[]) ?? []), ...Object.keys(files)],
  };
  // Read while streaming by the handler: Fastify has no body to check.
  Object.defineProperty(json, SOURCE, { value: null, enumerable: false });
  return { content: { 'multipart/form-data': { schema: json } } };
}

function responses(spec: RouteSpec): Record<string, unknown> {
  const { status = 200, data, media, description = 'OK' } = spec.response ?? {};
  const success = media
    ? {
        description,
        content: Object.fromEntries(
          media.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      }
    : {
        description,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['Data'],
              properties: { Data: data ? toJsonSchema(data) : {} },
            },
          },
        },
      };
  const error = {
    description: 'A refusal or a failure: `Message` in Indonesian, `Errors` per field',
    content: { 'application/json': { schema: toJsonSchema(errorBody) } },
  };
  return { [status]: success, '4xx': error, '5xx': error };
}

type Part<S, K extends 'params' | 'querystring' | 'body'> = S extends {
  [key in K]: infer P extends AnyObjectSchema;
}
  ? FromYup<P>
  : undefined;

/** What routeSchema makes: a Fastify schema whose parts carry their yup types (YupTypeProvider). */
export type MadeSchema<S extends RouteSpec> = FastifySchema & {
  params: Part<S, 'params'>;
  querystring: Part<S, 'querystring'>;
  body: Part<S, 'body'>;
};

/**
 * The one way a route gets its schema: from the shared yup schemas, the JSON Schema the OpenAPI
 * document shows, each part tagged with its yup source so Fastify's validation runs the same rules
 * (with their Indonesian messages) that the forms run. The declared access goes with it, for the
 * access hook (installAccessGuards) and the document's `security`.
 */
export function routeSchema<const S extends RouteSpec>(spec: S): MadeSchema<S> {
  const security = accessSecurity(spec.access);
  const schema = {
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.operationId ? { operationId: spec.operationId } : {}),
    security,
    ...(spec.params ? { params: sourced(spec.params, 'params') } : {}),
    ...(spec.querystring ? { querystring: sourced(spec.querystring, 'querystring') } : {}),
    ...(spec.body ? { body: sourced(spec.body, 'body') } : {}),
    ...(spec.form ? { body: formBody(spec.form) } : {}),
    response: responses(spec),
  };
  Object.defineProperty(schema, MADE, { value: true, enumerable: false });
  Object.defineProperty(schema, ACCESS, { value: spec.access, enumerable: false });
  return schema as unknown as MadeSchema<S>;
}

const MADE = Symbol('made by routeSchema');
const ACCESS = Symbol('declared access');

/** The access a route's spec declared, when its schema was made by routeSchema(). */
export function declaredAccess(schema: unknown): Access | undefined {
  return (schema as { [ACCESS]?: Access } | undefined)?.[ACCESS];
}

/** The routes of the framework's plugins: the document's pages, CORS preflight. */
export function isPluginRoute(url: string): boolean {
  return url.startsWith('/api/docs') || url === '*';
}

/** Refuses to start with a route of the API whose schema was not made by routeSchema(). */
export function requireRouteSchemas(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    // The plugins' own routes, and HEAD twins of GET routes (they share the GET's schema).
    if (isPluginRoute(route.url) || route.method === 'HEAD') return;
    if (!(route.schema as { [MADE]?: boolean } | undefined)?.[MADE])
      throw new Error(`${String(route.method)} ${route.url}: make its schema with routeSchema()`);
  });
}

/** Fastify's validator compiler: every part checked by the yup schema it was made from. */
export function compileValidator({ schema, url }: { schema: unknown; url?: string }) {
  const source = (schema as Sourced)[SOURCE];
  if (source === null) return (data: unknown) => ({ value: data });
  if (!source) throw new Error(`${url}: route schemas are made with routeSchema()`);
  return (data: unknown) => checkPayload(source.schema, data, source.part);
}
