import {
  renameTeamSchema,
  teamDetailResponse,
  transferLeadershipSchema,
} from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { notFound } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { teamDetail } from '../../domain/teams/detail';
import { TEAM_NOT_FOUND } from './errors';
import { regenerateJoinCode, removeMember, renameTeam, transferLeadership } from './manage';

const tags = ['team'];
const teamParam = idParams('id_team');

function positiveId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(TEAM_NOT_FOUND);
  return id;
}

/** The leader's controls (teams that manage themselves); every rule is checked under the team row's lock. */
export const teamManageRoutes: RoutePlugin = async (app, { ctx }) => {
  const detail = async (id: number) => {
    const team = await teamDetail(ctx, id);
    if (!team) throw notFound(TEAM_NOT_FOUND);
    return team;
  };

  app.patch(
    '/:id_team',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        params: teamParam,
        body: renameTeamSchema,
        summary: 'Rename (leader only)',
        response: { data: teamDetailResponse },
      }),
    },
    async (request, reply) => {
      const id = positiveId(request.params.id_team);
      const input = request.body;
      await renameTeam(ctx, id, currentAuth(request).user.id, input.team_name);
      return ok(reply, await detail(id));
    },
  );

  app.post(
    '/:id_team/join-code',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        params: teamParam,
        summary: 'New join code (leader only)',
        response: { data: teamDetailResponse },
      }),
    },
    async (request, reply) => {
      const id = positiveId(request.params.id_team);
      await regenerateJoinCode(ctx, id, currentAuth(request).user.id);
      return ok(reply, await detail(id));
    },
  );

  app.delete(
    '/:id_team/members/:user_id',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'Remove a member (leader only, until the payment is verified)',
        params: idParams('id_team', 'user_id'),
        response: { data: teamDetailResponse },
      }),
    },
    async (request, reply) => {
      const id = positiveId(request.params.id_team);
      const who = Number(request.params.user_id);
      await removeMember(ctx, id, currentAuth(request).user.id, who);
      return ok(reply, await detail(id));
    },
  );

  app.post(
    '/:id_team/leader',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        params: teamParam,
        body: transferLeadershipSchema,
        summary: 'Hand leadership to a member',
        response: { data: teamDetailResponse },
      }),
    },
    async (request, reply) => {
      const id = positiveId(request.params.id_team);
      const input = request.body;
      await transferLeadership(ctx, id, currentAuth(request).user.id, input.user_id);
      return ok(reply, await detail(id));
    },
  );
};
