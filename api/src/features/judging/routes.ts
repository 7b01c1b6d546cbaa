import type { RoutePlugin } from '../../core/route-plugin';
import { judgingAssignmentRoutes } from './assignment-routes';
import { loadCallerGrants } from './caller';
import { judgeRoutes } from './judge-routes';
import { judgingManageRoutes } from './manage-routes';

/** Judging the Hackathon's stages (docs/architecture.md, "Judging"), under /admin/judging. */
export const judgingRoutes: RoutePlugin = async (app, { ctx }) => {
  // TODO permission: gone once the access guard loads the grants (core/auth/grants.ts).
  app.addHook('preHandler', loadCallerGrants(ctx.db));
  // Only the context: the prefix is this plugin's already.
  await app.register(judgingManageRoutes, { ctx });
  await app.register(judgingAssignmentRoutes, { ctx });
  await app.register(judgeRoutes, { ctx });
};
