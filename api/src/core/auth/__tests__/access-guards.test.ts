import { ADMIN_ROLE } from '@gcw/shared/contract';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';

import type { AppContext } from '../../context';
import { installErrorHandling } from '../../error-handler';
import type { RoutePlugin } from '../../route-plugin';
import { compileValidator, routeSchema } from '../../schema/route-schema';
import type { RouteSpec } from '../../schema/route-schema';
import { installAccessGuards } from '../access-guards';
import { currentAuth } from '../guard';

/** Two accounts, one signed in as a student and one as an admin: tokens and rows, no database. */
const USERS: Record<string, { id: number; role: string }> = {
  student: { id: 1, role: 'participant' },
  admin: { id: 2, role: ADMIN_ROLE },
};

function fakeContext(): AppContext {
  let asked: number | undefined;
  const rows = {
    from: () => rows,
    innerJoin: () => rows,
    where: async () => {
      const user = Object.values(USERS).find((u) => u.id === asked);
      return user ? [{ user }] : [];
    },
  };
  const grantRows = {
    from: () => grantRows,
    innerJoin: () => grantRows,
    where: async () => (asked === USERS.admin!.id ? [{ grants: ADMIN_GRANTS }] : []),
  };
  return {
    tokens: {
      verify: async (token: string) => {
        const user = USERS[token];
        asked = user?.id;
        return user ? { sub: String(user.id), fid: `family-${user.id}` } : null;
      },
    },
    // The guard of 'admin' routes also reads the member's grants (core/auth/load-grants.ts).
    db: {
      select: (fields?: Record<string, unknown>) =>
        fields && 'grants' in fields ? grantRows : rows,
    },
  } as unknown as AppContext;
}

/** The admin of these tests holds one permission: enough for 'admin' routes, not for others. */
const ADMIN_GRANTS = [{ permission: 'door.check_in', scope: 'seminar' }];

const idSchema = object({ id: string().required() });

/** A feature as the route list registers it: a plugin under its prefix, access in each spec. */
const probeRoutes: RoutePlugin = async (app) => {
  app.get(
    '/admin-only/:id',
    {
      schema: routeSchema({
        tags: ['probe'],
        summary: 'admins only',
        access: 'admin',
        params: idSchema,
      }),
    },
    // request.params is typed from idSchema: no hand-written generic.
    async (request) => ({ id: request.params.id, who: currentAuth(request).user.id }),
  );
  app.post(
    '/signed-in',
    {
      schema: routeSchema({ tags: ['probe'], summary: 'signed in', access: 'user' }),
      // The route's own hook runs after the guard the access put in front of it.
      preValidation: async (request) => {
        if (!request.auth) throw new Error('the access guard did not run first');
      },
    },
    async (request) => ({ who: currentAuth(request).user.id }),
  );
  app.get(
    '/maybe',
    { schema: routeSchema({ tags: ['probe'], summary: 'anyone', access: 'optional' }) },
    async (request) => ({ who: request.auth?.user.id ?? null }),
  );
};

async function server(routes: RoutePlugin): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(compileValidator);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorateRequest('auth', null);
  installErrorHandling(app);
  installAccessGuards(app, fakeContext());
  await app.register(routes, { prefix: '/api/v1/probe', ctx: fakeContext() });
  await app.ready();
  return app;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('access declared in the route spec (installAccessGuards)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await server(probeRoutes);
  });
  afterAll(() => app.close());

  it("refuses a missing token (401) and a student (403) on an 'admin' route, HEAD included", async () => {
    const url = '/api/v1/probe/admin-only/7';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(401);
    const student = await app.inject({ method: 'GET', url, headers: bearer('student') });
    expect(student.statusCode).toBe(403);
    expect((await app.inject({ method: 'HEAD', url, headers: bearer('student') })).statusCode).toBe(
      403,
    );
    const admin = await app.inject({ method: 'GET', url, headers: bearer('admin') });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ id: '7', who: 2 });
  });

  it("runs the guard of a 'user' route before the route's own preValidation", async () => {
    const url = '/api/v1/probe/signed-in';
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url, headers: bearer('forged') })).statusCode).toBe(
      401,
    );
    const student = await app.inject({ method: 'POST', url, headers: bearer('student') });
    expect(student.statusCode).toBe(200);
    expect(student.json()).toEqual({ who: 1 });
  });

  it("reads the caller of an 'optional' route when the token is good, and never refuses", async () => {
    const url = '/api/v1/probe/maybe';
    expect((await app.inject({ method: 'GET', url })).json()).toEqual({ who: null });
    expect((await app.inject({ method: 'GET', url, headers: bearer('forged') })).json()).toEqual({
      who: null,
    });
    expect((await app.inject({ method: 'GET', url, headers: bearer('admin') })).json()).toEqual({
      who: 2,
    });
  });

  it('refuses to start with a route that declares no access', async () => {
    const noAccess = { tags: ['probe'], summary: 'forgot its access' } as unknown as RouteSpec;
    const forgot: RoutePlugin = async (routes) => {
      routes.get('/forgot', { schema: routeSchema(noAccess) }, async () => ({}));
    };
    await expect(server(forgot)).rejects.toThrow(
      'GET /api/v1/probe/forgot: declare its access in routeSchema()',
    );
    const handMade: RoutePlugin = async (routes) => {
      routes.get('/hand-made', { schema: { summary: 'not by routeSchema' } }, async () => ({}));
    };
    await expect(server(handMade)).rejects.toThrow(
      'GET /api/v1/probe/hand-made: declare its access',
    );
  });
});
