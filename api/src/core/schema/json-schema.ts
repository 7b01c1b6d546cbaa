import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = Record<string, unknown>;

/** What a shared schema may add for the document through yup's `.meta({ jsonSchema })`. */
export interface JsonSchemaMeta {
  jsonSchema?: JsonSchema;
  /** Texts that may hold line breaks and tabs (every other text refuses all control characters). */
  multiline?: boolean;
  /** A body its service checks field by field: Fastify checks only that it is an object of texts without control characters. */
  passthrough?: boolean;
  /** An endpoint's own words for the generic refusals (the client-error reports have theirs). */
  refusals?: { notAnObject?: string; wrongType?: (field: string, type: string) => string };
}

type Description = SchemaDescription & {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription;
  meta?: JsonSchemaMeta;
  label?: string;
};

const TYPES: Record<string, string | undefined> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  date: 'string',
};

/** The bounds and patterns yup keeps as named tests, in JSON Schema words. */
function testsOf(d: Description, type: string | undefined): JsonSchema {
  const out: JsonSchema = {};
  for (const test of d.tests) {
    const params = (test.params ?? {}) as Record<string, unknown>;
    const bound = (min: string, max: string) => {
      if (test.name === 'min' && typeof params.min === 'number') out[min] = params.min;
      if (test.name === 'max' && typeof params.max === 'number') out[max] = params.max;
      if (test.name === 'length' && typeof params.length === 'number')
        out[min] = out[max] = params.length;
    };
    if (type === 'string') bound('minLength', 'maxLength');
    else if (type === 'array') bound('minItems', 'maxItems');
    else bound('minimum', 'maximum');
    if (test.name === 'integer') out.type = 'integer';
    if (test.name === 'email') out.format = 'email';
    if (test.name === 'url') out.format = 'uri';
    if (test.name === 'matches' && params.regex instanceof RegExp)
      out.pattern = params.regex.source;
  }
  return out;
}

function convert(d: Description): JsonSchema {
  const type = TYPES[d.type];
  const out: JsonSchema = { ...(type ? { type } : {}), ...testsOf(d, type) };
  if (d.type === 'date') out.format = 'date-time';
  if (d.label) out.title = d.label;
  const values = d.oneOf.filter((v) => v !== undefined && v !== null);
  if (values.length > 0) out.enum = values;
  if (d.fields) {
    out.properties = Object.fromEntries(
      Object.entries(d.fields).map(([key, field]) => [key, convert(field as Description)]),
    );
    const required = Object.entries(d.fields)
      .filter(([, field]) => !(field as Description).optional)
      .map(([key]) => key);
    if (required.length > 0) out.required = required;
  }
  if (d.innerType) out.items = convert(d.innerType as Description);
  if (d.default !== undefined && typeof d.default !== 'object') out.default = d.default;
  Object.assign(out, d.meta?.jsonSchema);
  if (d.nullable && typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  }
  return out;
}

/** The JSON Schema of a yup schema: what the OpenAPI document shows and responses are checked by. */
export function toJsonSchema(schema: AnySchema): JsonSchema {
  return convert(schema.describe() as Description);
}
