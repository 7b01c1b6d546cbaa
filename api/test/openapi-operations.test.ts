import { operationsOf } from './support/fuzz-operations';
import { Harness } from './support/harness';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
type Paths = Record<string, Record<string, Operation>>;

const open = (security: Record<string, string[]>[]) =>
  security.some((s) => Object.keys(s).length === 0);

/**
 * Every operation is named (a unique, stable camelCase operationId, for generated clients) and
 * says whether it needs a sign-in: `security: []` exactly on the routes without a guard, which
 * is checked against what each route answers without a token.
 */
describe('the OpenAPI document names every operation and states its security', () => {
  const h = new Harness('pglite');
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop());

  const operations = () =>
    Object.entries((h.app.swagger() as unknown as { paths: Paths }).paths).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${path}`,
          ...operation,
        })),
    );

  test('every operation has a unique camelCase operationId made from its method and path', () => {
    const all = operations();
    const ids = all.map((op) => op.operationId);
    expect(all.filter((op) => !/^[a-z]+[A-Z][A-Za-z0-9]*$/.test(op.operationId ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const named = Object.fromEntries(all.map((op) => [op.name, op.operationId]));
    expect(named).toMatchObject({
      'POST /api/v1/gcw/resources/auth/login': 'postAuthLogin',
      'GET /api/health': 'getHealth',
      'DELETE /api/v1/gcw/resources/team/{id_team}/members/{user_id}':
        'deleteTeamByIdTeamMembersByUserId',
      'GET /api/v1/admin/users/{id}': 'getAdminUsersById',
      'POST /api/v1/client-errors': 'postClientErrors',
    });
  });

  test('every operation states its security, and `[]` exactly where no token is asked for', async () => {
    const documented = operations();
    expect(documented.filter((op) => !Array.isArray(op.security)).map((op) => op.name)).toEqual([]);
    const wrong: string[] = [];
    for (const op of operationsOf(h.app.swagger() as never)) {
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        return op.params.find((p) => p.name === name)?.valid ?? '1';
      });
      const res = await h.app.inject({ method: op.method as 'GET', url: path });
      const security = documented.find((d) => d.name === `${op.method} ${op.path}`)!.security!;
      // Public (`[]`): no guard, so never a 401 without a token. Guarded: always one. Optional
      // (`[{}, { bearer: [] }]`, logout and the failure reports) leave it to the handler.
      if (
        security.length === 0 ? res.statusCode === 401 : !open(security) && res.statusCode !== 401
      )
        wrong.push(`${op.method} ${op.path}: ${JSON.stringify(security)} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    const publicOnes = documented.filter((op) => op.security!.length === 0).map((op) => op.name);
    expect(publicOnes).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/ready',
        'POST /api/v1/gcw/resources/auth/login',
        'POST /api/v1/gcw/resources/auth/registration',
        'POST /api/v1/gcw/resources/auth/password/forgot',
        'GET /api/v1/gcw/resources/settings',
      ]),
    );
  });
});
