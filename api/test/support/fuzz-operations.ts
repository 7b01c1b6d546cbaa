/** The operations of the generated OpenAPI document, as the fuzz probe varies them. */

export interface Operation {
  method: string;
  path: string;
  /** Each path parameter with a value its schema accepts (so the others can be varied alone). */
  params: { name: string; valid: string }[];
  query: string[];
  properties: Record<string, unknown>;
}

interface Parameter {
  in: string;
  name: string;
  schema?: { enum?: unknown[]; format?: string };
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
      }
    >
  >;
}

const validOf = (p: Parameter) =>
  p.schema?.enum?.length
    ? String(p.schema.enum[0])
    : p.schema?.format === 'uuid'
      ? '00000000-0000-4000-8000-000000000000'
      : '1';

/** Every route of the generated document: its parameters and the fields of its body. */
export function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      return {
        method: method.toUpperCase(),
        path,
        params: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, valid: validOf(p) })),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        properties: { ...schema?.properties },
      };
    }),
  );
}

/** A 5xx, or a 4xx without the contract's `Message`: what the probe counts. */
export function problemOf(status: number, body: string): '5xx' | 'no-message' | null {
  if (status >= 500) return '5xx';
  if (status < 400) return null;
  try {
    return typeof (JSON.parse(body) as { Message?: unknown }).Message === 'string'
      ? null
      : 'no-message';
  } catch {
    return 'no-message';
  }
}
