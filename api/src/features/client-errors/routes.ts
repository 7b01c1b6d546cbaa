import type { FastifyRequest } from 'fastify';
import { object, string } from 'yup';

import { HttpError } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { reportErrorHandler } from './error-handler';
import { REPORT_MESSAGES as M } from './messages';
import { REPORT_MAX_BYTES, clientErrorSchema } from './schema';
import { scrubReport } from './scrub';

/** Outside the participant base, like the admin routes: any page of the product may report. */
export const CLIENT_ERRORS_PATH = '/api/v1/client-errors';

function tooManyReports(retryAfterS: number): HttpError {
  return Object.assign(new HttpError(429, M.tooMany), { retryAfterS });
}

export const clientErrorRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '',
    {
      schema: routeSchema({
        tags: ['client-errors'],
        summary: 'Report a front-end failure (a remote that did not load); public, rate-limited',
        description:
          'Logs the report at `warn` level as `client error` with the request id (and the user id when a ' +
          'valid Bearer access token is sent; an invalid or expired one is ignored, the report is then ' +
          `anonymous). The JSON body is at most ${REPORT_MAX_BYTES} bytes; unknown fields are dropped; ` +
          'no text may contain control characters (line breaks and tabs included: send a stack trace ' +
          'as one line). Token-like strings in the texts are masked before logging. At most ' +
          '`CLIENT_ERROR_RATE_LIMIT_MAX` reports per client address per ' +
          '`CLIENT_ERROR_RATE_LIMIT_WINDOW_MS`, then 429 with `Retry-After`.',
        access: 'optional',
        body: clientErrorSchema,
        response: { status: 202, data: object({ request_id: string().defined() }) },
      }),
      bodyLimit: REPORT_MAX_BYTES,
      errorHandler: reportErrorHandler,
      // Counted before the body is read, so refused and oversized reports count too.
      onRequest: async (request: FastifyRequest) => {
        // Its own counter: a burst of reports never eats into anyone's sign-in attempts.
        const wait = await ctx.limits.clientErrors.hit(request.ip);
        if (wait > 0) throw tooManyReports(wait);
      },
    },
    async (request, reply) => {
      const report = request.body;
      // Read by the 'optional' access: null for a missing, expired, forged or revoked token.
      const userId = request.auth?.user.id ?? null;
      // The request logger carries `reqId`; only validated, scrubbed fields are written.
      request.log.warn(
        { clientError: scrubReport(report), ...(userId === null ? {} : { userId }) },
        'client error',
      );
      ctx.metrics.remoteLoadFailed(report);
      return ok(reply, { request_id: request.id }, 202);
    },
  );
};
