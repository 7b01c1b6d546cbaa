import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}
interface Route {
  pattern: RegExp;
  params: number;
  operations: Record<string, Operation>;
}

const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });

/**
 * Checks real answers against the generated OpenAPI document: every answer of every API test
 * (the harness calls it) must match the schema its route documents for that status, and an
 * answer of no documented route (404) must still carry `Message`.
 */
export class ResponseContract {
  private readonly routes: Route[];
  private readonly compiled = new Map<object, ValidateFunction>();

  constructor(document: Document) {
    this.routes = Object.entries(document.paths)
      .map(([template, operations]) => ({
        pattern: new RegExp(
          `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
        ),
        params: (template.match(/\{/g) ?? []).length,
        operations,
      }))
      // Fastify tries a static segment before a parameter.
      .sort((a, b) => a.params - b.params);
  }

  /** A description of what does not match, or null. */
  check(method: string, url: string, status: number, type: string, body: string): string | null {
    if (status === 304 || method === 'OPTIONS' || method === 'HEAD') return null;
    const path = url.split('?')[0]!;
    if (path.startsWith('/api/docs')) return null;
    const operation = this.routes.find((route) => route.pattern.test(path))?.operations[
      method.toLowerCase()
    ];
    const json = type.startsWith('application/json');
    if (!operation) {
      if (status < 400) return `${method} ${path} answered ${status} but is not in the document`;
      return json && typeof safeParse(body)?.Message === 'string'
        ? null
        : `${method} ${path} answered ${status} without a Message`;
    }
    const response =
      operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
    if (!response) return `${method} ${path} answered ${status}, which it does not document`;
    const media = Object.keys(response.content ?? {});
    if (!media.some((m) => type.startsWith(m)))
      return `${method} ${path} answered ${status} as ${type}, documented ${media.join(', ')}`;
    const schema = response.content?.['application/json']?.schema;
    if (!json || !schema) return null;
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      this.compiled.set(schema, validate);
    }
    if (validate(safeParse(body))) return null;
    return `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)} in ${body.slice(0, 300)}`;
  }
}

function safeParse(body: string): Record<string, unknown> | null {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
}
