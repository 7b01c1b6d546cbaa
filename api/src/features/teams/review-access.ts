import type { CompetitionType } from '@gcw/shared/contract';
import type { FastifyRequest } from 'fastify';

import { holds, readCallerGrants } from '../../core/auth/grants';
import type { AppContext } from '../../core/context';
import { competitionsOf } from '../../domain/teams/competitions-of';

/** The committee work that needs a team's detail (members' data, proofs, submissions). */
const REVIEWERS = ['teams.manage', 'payments.verify', 'people.review', 'judging.manage'] as const;

/** Whether a committee caller may read this team's detail: a reviewer of its competition. */
export async function mayReviewTeam(ctx: AppContext, request: FastifyRequest, teamId: number) {
  if ((await readCallerGrants(ctx.db, request)).length === 0) return false;
  const [competition] = await competitionsOf(ctx.db, [teamId]);
  // An unknown team: let the route answer 404 for a reviewer of any competition.
  return holds(request, REVIEWERS, competition as CompetitionType | undefined);
}
