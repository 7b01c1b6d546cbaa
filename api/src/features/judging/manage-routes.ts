import { rubricSchema, shortlistSchema } from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { canManage, requireManager, requireManagerOrJudge } from './caller';
import { setClosed } from './close';
import { judgesWithLoads } from './judge-loads';
import { allStages } from './overview';
import { stageParams } from './params';
import {
  judgesResponse,
  resultsResponse,
  shortlistResponse,
  stageInfoResponse,
  stageInfosResponse,
} from './responses';
import { stageResults } from './results';
import { saveRubric } from './rubric';
import { shortlist } from './shortlist';
import { EITHER, MANAGE } from './spec';

/** The Hackathon division's side of judging: stages, rubric, judges, closing, results, shortlist. */
export const judgingManageRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '',
    {
      schema: routeSchema({
        ...EITHER,
        summary: 'JudgingStageInfo[]: each stage with its rubric, state and counts',
        response: { data: stageInfosResponse },
      }),
    },
    async (request, reply) => {
      requireManagerOrJudge(request);
      return ok(reply, await allStages(ctx.db));
    },
  );

  app.put(
    '/:stage/rubric',
    {
      schema: routeSchema({
        ...MANAGE,
        params: stageParams,
        body: rubricSchema,
        summary:
          "Write a stage's rubric and judges per team (RubricPayload); 409 once a score of the stage is submitted; audited",
        response: { data: stageInfoResponse },
      }),
    },
    async (request, reply) => {
      requireManager(request);
      const me = currentAuth(request).user;
      return ok(reply, await saveRubric(ctx.db, me.id, request.params.stage, request.body));
    },
  );

  app.get(
    '/judges',
    {
      schema: routeSchema({
        ...MANAGE,
        summary:
          'The committee members who may score the Hackathon, their institution and their teams per stage',
        response: { data: judgesResponse },
      }),
    },
    async (request, reply) => {
      requireManager(request);
      return ok(reply, await judgesWithLoads(ctx.db));
    },
  );

  for (const [path, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/:stage/${path}`,
      {
        schema: routeSchema({
          ...MANAGE,
          params: stageParams,
          summary: closed
            ? "Close a stage's judging: scores are final, judges may read the results; audited"
            : "Open a stage's judging again (409 once its shortlist went out); audited",
          response: { data: stageInfoResponse },
        }),
      },
      async (request, reply) => {
        requireManager(request);
        const me = currentAuth(request).user;
        return ok(reply, await setClosed(ctx.db, me.id, request.params.stage, closed));
      },
    );
  }

  app.get(
    '/:stage/results',
    {
      schema: routeSchema({
        ...EITHER,
        params: stageParams,
        summary:
          'JudgingResultRow[], best first: weighted scores, means, disagreement, rank; a judge sees them once the stage is closed (403 before)',
        response: { data: resultsResponse },
      }),
    },
    async (request, reply) => {
      requireManagerOrJudge(request);
      return ok(reply, await stageResults(ctx.db, request.params.stage, canManage(request)));
    },
  );

  app.post(
    '/:stage/shortlist',
    {
      schema: routeSchema({
        ...MANAGE,
        params: stageParams,
        body: shortlistSchema,
        summary:
          'Shortlist of a closed stage: the chosen teams move on, the others are not selected, every team is told; one audited step (409 twice)',
        response: { data: shortlistResponse },
      }),
    },
    async (request, reply) => {
      requireManager(request);
      const me = currentAuth(request).user;
      return ok(reply, await shortlist(ctx, me.id, request.params.stage, request.body.team_ids));
    },
  );
};
