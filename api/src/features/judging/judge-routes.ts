import { currentAuth } from '../../core/auth/guard';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { requireJudge } from './caller';
import { myTeams, teamForJudge } from './judge-teams';
import { stageParams, stageTeamParams, teamIdOf } from './params';
import { judgeTeamDetailResponse, judgeTeamsResponse, myScoreResponse } from './responses';
import { saveScore, scoreBodySchema } from './score';
import { SCORE } from './spec';

/** A judge's side: the teams assigned to them, one team to score, and their score. */
export const judgeRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/:stage/my-teams',
    {
      schema: routeSchema({
        ...SCORE,
        params: stageParams,
        summary: "JudgeTeamItem[]: the caller's teams in the stage and how far they got with each",
        response: { data: judgeTeamsResponse },
      }),
    },
    async (request, reply) => {
      requireJudge(request);
      return ok(reply, await myTeams(ctx.db, currentAuth(request).user.id, request.params.stage));
    },
  );

  app.get(
    '/:stage/teams/:team_id',
    {
      schema: routeSchema({
        ...SCORE,
        params: stageTeamParams,
        summary:
          "JudgeTeamDetail: an assigned team's proposal and video, the rubric and the caller's own score (403 when not assigned)",
        response: { data: judgeTeamDetailResponse },
      }),
    },
    async (request, reply) => {
      requireJudge(request);
      const { stage, team_id } = request.params;
      const me = currentAuth(request).user;
      return ok(reply, await teamForJudge(ctx.db, me.id, stage, teamIdOf(team_id)));
    },
  );

  app.put(
    '/:stage/teams/:team_id/score',
    {
      schema: routeSchema({
        ...SCORE,
        params: stageTeamParams,
        body: scoreBodySchema,
        summary:
          "Save the caller's score of an assigned team as a draft or submit it (ScorePayload); 409 once submitted or closed, 403 when not assigned",
        response: { data: myScoreResponse },
      }),
    },
    async (request, reply) => {
      requireJudge(request);
      const { stage, team_id } = request.params;
      const me = currentAuth(request).user;
      const { scores, comment, submit } = request.body;
      const input = { scores: scores as Record<string, unknown>, comment, submit };
      return ok(reply, await saveScore(ctx.db, me.id, stage, teamIdOf(team_id), input));
    },
  );
};
