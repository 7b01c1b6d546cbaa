import { Harness } from './support/harness';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
}

/**
 * One source of payload rules: every JSON success answer documents the shape of its `Data`, so the contract
 * check of every API test (support/contract.ts) validates it. A new route without a schema fails
 * here (the list of exceptions is empty, and stays so).
 */
const NOT_YET_DESCRIBED = new Set<string>([]);

describe('the OpenAPI document describes every answer', () => {
  const h = new Harness('pglite');
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop());

  function undescribed(): string[] {
    const paths = (
      h.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }
    ).paths;
    return Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const success = Object.entries(operation.responses).find(([status]) =>
          status.startsWith('2'),
        )?.[1];
        const json = success?.content?.['application/json']?.schema;
        if (!json) return []; // a download or an empty answer
        const data = (json.properties as { Data?: object } | undefined)?.Data;
        return data && Object.keys(data).length > 0 ? [] : [`${method.toUpperCase()} ${path}`];
      }),
    );
  }

  test('a JSON success answer without a Data schema is one of the few still listed', () => {
    expect(undescribed().filter((op) => !NOT_YET_DESCRIBED.has(op))).toEqual([]);
  });

  test('the list only names routes still without a schema (remove a route once described)', () => {
    const left = new Set(undescribed());
    expect([...NOT_YET_DESCRIBED].filter((op) => !left.has(op))).toEqual([]);
  });
});
