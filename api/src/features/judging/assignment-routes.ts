import { assignmentSchema, autoAssignSchema, conflictSchema } from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { assignByHand, unassign } from './assign-by-hand';
import { assignmentRows } from './assignment-rows';
import { autoAssign } from './auto-assign';
import { canManage, requireManager, requireManagerOrJudge } from './caller';
import { declareConflict, withdrawConflict } from './conflicts';
import { stageParams } from './params';
import {
  assignmentRowResponse,
  assignmentRowsResponse,
  autoAssignResponse,
  conflictResponse,
  removedResponse,
} from './responses';
import { EITHER, MANAGE } from './spec';

/** Who judges which team: by hand, automatically, and the conflicts that keep a judge off a team. */
export const judgingAssignmentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/:stage/assignments',
    {
      schema: routeSchema({
        ...MANAGE,
        params: stageParams,
        summary: "Each team of the stage with its judges (and each one's progress) and conflicts",
        response: { data: assignmentRowsResponse },
      }),
    },
    async (request, reply) => {
      requireManager(request);
      return ok(reply, await assignmentRows(ctx.db, request.params.stage));
    },
  );

  app.post(
    '/:stage/assignments',
    {
      schema: routeSchema({
        ...MANAGE,
        params: stageParams,
        body: assignmentSchema,
        summary:
          "Assign a judge to a team by hand (409 for the team's own institution or a declared conflict); audited",
        response: { data: assignmentRowResponse },
      }),
    },
    async (request, reply) => {
      requireManager(request);
      const me = currentAuth(request).user;
      return ok(reply, await assignByHand(ctx.db, me.id, request.params.stage, request.body));
    },
  );

  app.delete(
    '/:stage/assignments',
    {
      schema: routeSchema({
        ...MANAGE,
        params: stageParams,
        body: assignmentSchema,
        summary:
          'Take a judge off a team, with their draft (409 once their score is submitted); audited',
        response: { data: assignmentRowResponse },
      }),
    },
    async (request, reply) => {
      requireManager(request);
      const me = currentAuth(request).user;
      return ok(reply, await unassign(ctx.db, me.id, request.params.stage, request.body));
    },
  );

  app.post(
    '/:stage/assignments/auto',
    {
      schema: routeSchema({
        ...MANAGE,
        params: stageParams,
        body: autoAssignSchema,
        summary:
          'Give every team of the stage its judges per team, balanced, never its own institution nor a conflict; names the teams left short; audited',
        response: { data: autoAssignResponse },
      }),
    },
    async (request, reply) => {
      requireManager(request);
      const me = currentAuth(request).user;
      return ok(reply, await autoAssign(ctx.db, me.id, request.params.stage, request.body.replace));
    },
  );

  app.post(
    '/conflicts',
    {
      schema: routeSchema({
        ...EITHER,
        body: conflictSchema,
        summary:
          "Declare a judge's conflict with a team (a judge only for themself): never assigned to it, unsubmitted assignments removed; audited",
        response: { data: conflictResponse },
      }),
    },
    async (request, reply) => {
      requireManagerOrJudge(request);
      const me = currentAuth(request).user;
      const actor = { id: me.id, manages: canManage(request) };
      return ok(reply, await declareConflict(ctx.db, actor, request.body));
    },
  );

  app.delete(
    '/conflicts',
    {
      schema: routeSchema({
        ...MANAGE,
        body: assignmentSchema,
        summary: 'Withdraw a declared conflict; audited',
        response: { data: removedResponse },
      }),
    },
    async (request, reply) => {
      requireManager(request);
      const me = currentAuth(request).user;
      return ok(reply, await withdrawConflict(ctx.db, me.id, request.body));
    },
  );
};
