import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';

import type { AppContext } from '../context';
import { declaredAccess, isPluginRoute } from '../schema/route-schema';
import type { Access } from './access';
import { readOptionalUser, requireAdmin, requireToken, requireUser } from './guard';

/**
 * Puts in front of every route the guard its declared access asks for (routeSchema's `access`),
 * ahead of the route's own preValidation hooks, and refuses to start with a route of the API that
 * declares none. Install it on the root before any route is registered: plugins inherit it.
 * HEAD twins of GET routes share the GET's schema, so they get the same guard.
 */
export function installAccessGuards(app: FastifyInstance, ctx: AppContext) {
  const guards: Record<Access, preValidationAsyncHookHandler | null> = {
    public: null,
    optional: readOptionalUser(ctx),
    token: requireToken(ctx),
    user: requireUser(ctx),
    admin: requireAdmin(ctx),
  };
  app.addHook('onRoute', (route) => {
    if (isPluginRoute(route.url)) return;
    const access = declaredAccess(route.schema);
    if (!access)
      throw new Error(`${String(route.method)} ${route.url}: declare its access in routeSchema()`);
    const guard = guards[access];
    if (guard === undefined) throw new Error(`${route.url}: unknown access ${String(access)}`);
    if (!guard) return;
    const own = route.preValidation;
    route.preValidation = [guard, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}
