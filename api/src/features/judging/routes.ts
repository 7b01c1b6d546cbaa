import type { RoutePlugin } from '../../core/route-plugin';
import { judgingAssignmentRoutes } from './assignment-routes';
import { judgeRoutes } from './judge-routes';
import { judgingManageRoutes } from './manage-routes';

/** Judging the Hackathon's stages (docs/architecture.md, "Judging"), under /admin/judging. */
export const judgingRoutes: RoutePlugin = async (app, { ctx }) => {
  // Only the context: the prefix is this plugin's already.
  await app.register(judgingManageRoutes, { ctx });
  await app.register(judgingAssignmentRoutes, { ctx });
  await app.register(judgeRoutes, { ctx });
};
