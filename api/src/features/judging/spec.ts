import type { RouteSpec } from '../../core/schema/route-schema';

const tags = ['judging'];

/*
 * Who may call the judging routes. The guard checks a permission in some scope; each handler
 * then asks for it in the Hackathon's scope (caller.ts), the only competition that is judged.
 */

/** The Hackathon division's side: rubric, judges, assignments, closing, shortlist. */
export const MANAGE: Pick<RouteSpec, 'tags' | 'access'> = {
  tags,
  access: { permission: 'judging.manage' },
};

/** A judge's side: their teams, one team, their score. */
export const SCORE: Pick<RouteSpec, 'tags' | 'access'> = {
  tags,
  access: { permission: 'judging.score' },
};

/** Both sides: the stages, a conflict (a judge only for themself), results (a judge once closed). */
export const EITHER: Pick<RouteSpec, 'tags' | 'access'> = {
  tags,
  access: { permission: ['judging.manage', 'judging.score'] },
};
