import type { RouteSpec } from '../../core/schema/route-schema';

const tags = ['judging'];

/*
 * Who may call the judging routes. Until permission access lands in core/auth, the guard asks
 * for a committee member and each handler checks the permission in the Hackathon's scope
 * (caller.ts).
 */

/** The Hackathon division's side: rubric, judges, assignments, closing, shortlist. */
export const MANAGE: Pick<RouteSpec, 'tags' | 'access'> = {
  tags,
  access: 'admin', // TODO permission judging.manage
};

/** A judge's side: their teams, one team, their score. */
export const SCORE: Pick<RouteSpec, 'tags' | 'access'> = {
  tags,
  access: 'admin', // TODO permission judging.score
};

/** Both sides: the stages, a conflict (a judge only for themself), results (a judge once closed). */
export const EITHER: Pick<RouteSpec, 'tags' | 'access'> = {
  tags,
  access: 'admin', // TODO permission judging.manage|judging.score
};
