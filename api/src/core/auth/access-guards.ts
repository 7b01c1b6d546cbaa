import { PERMISSIONS } from '@gcw/shared/contract';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';

import type { AppContext } from '../context';
import { declaredAccess, isPluginRoute } from '../schema/route-schema';
import type { Access } from './access';
import { accessPermissions } from './access';
import {
  readOptionalUser,
  requireAdmin,
  requirePermission,
  requireToken,
  requireUser,
} from './guard';

/**
 * Puts in front of every route the guard its declared access asks for (routeSchema's `access`),
 * ahead of the route's own preValidation hooks, and refuses to start with a route of the API that
 * declares none. Install it on the root before any route is registered: plugins inherit it.
 * HEAD twins of GET routes share the GET's schema, so they get the same guard.
 */
export function installAccessGuards(app: FastifyInstance, ctx: AppContext) {
  const guards: Record<Exclude<Access, object>, preValidationAsyncHookHandler | null> = {
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
    const permissions = accessPermissions(access);
    const guard =
      typeof access === 'object'
        ? permissions.length > 0 && permissions.every((p) => PERMISSIONS.includes(p))
          ? requirePermission(ctx, permissions)
          : undefined
        : guards[access];
    if (guard === undefined)
      throw new Error(`${route.url}: unknown access ${JSON.stringify(access)}`);
    if (!guard) return;
    const own = route.preValidation;
    route.preValidation = [guard, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}
