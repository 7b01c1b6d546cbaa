import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../core/context';
import { bearerToken, requireUser } from '../../core/auth/guard';

/**
 * The id of the signed-in caller when the request carries a valid access token of a live
 * sign-in, else null: a missing, expired, forged or revoked token makes the report anonymous,
 * never refused.
 */
export function optionalUserId(app: FastifyInstance, ctx: AppContext) {
  const authenticate = requireUser(ctx);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<number | null> => {
    if (!bearerToken(request)) return null;
    try {
      await authenticate.call(app, request, reply);
      return request.auth?.user.id ?? null;
    } catch {
      return null;
    }
  };
}
