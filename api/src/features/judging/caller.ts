import type { FastifyRequest } from 'fastify';

import { holds, requireGrant } from '../../core/auth/grants';

/** Judging concerns the Hackathon alone: every check is in its scope. */
const SCOPE = 'hackathon';

export const canManage = (request: FastifyRequest) => holds(request, 'judging.manage', SCOPE);

export function requireManager(request: FastifyRequest) {
  requireGrant(request, 'judging.manage', SCOPE);
}

export function requireJudge(request: FastifyRequest) {
  requireGrant(request, 'judging.score', SCOPE);
}

export function requireManagerOrJudge(request: FastifyRequest) {
  requireGrant(request, ['judging.manage', 'judging.score'], SCOPE);
}
