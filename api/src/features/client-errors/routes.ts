import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppContext } from '../../core/context';
import { HttpError, badRequest } from '../../core/http-error';
import { ok } from '../../core/reply';
import { validate } from '../../core/validate';
import { clientErrorDocs } from './docs';
import { reportErrorHandler } from './error-handler';
import { REPORT_MESSAGES as M } from './messages';
import { optionalUserId } from './optional-user';
import { ReportLimiter } from './report-limiter';
import { REPORT_MAX_BYTES, clientErrorSchema } from './schema';
import { scrubReport } from './scrub';

/** Outside the participant base, like the admin routes: any page of the product may report. */
export const CLIENT_ERRORS_PATH = '/api/v1/client-errors';

function tooManyReports(retryAfterS: number): HttpError {
  return Object.assign(new HttpError(429, M.tooMany), { retryAfterS });
}

export function clientErrorRoutes(app: FastifyInstance, ctx: AppContext) {
  const limiter = new ReportLimiter(ctx.config.clientErrorMax, ctx.config.clientErrorWindowMs);
  const userIdOf = optionalUserId(app, ctx);

  app.post(
    CLIENT_ERRORS_PATH,
    {
      schema: clientErrorDocs,
      bodyLimit: REPORT_MAX_BYTES,
      errorHandler: reportErrorHandler,
      // Counted before the body is read, so refused and oversized reports count too.
      onRequest: async (request: FastifyRequest) => {
        const wait = limiter.check(request.ip);
        if (wait > 0) throw tooManyReports(wait);
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(M.notAnObject);
      const report = await validate(clientErrorSchema, body, { typeMessage: M.wrongType });
      const userId = await userIdOf(request, reply);
      // The request logger carries `reqId`; only validated, scrubbed fields are written.
      request.log.warn(
        { clientError: scrubReport(report), ...(userId === null ? {} : { userId }) },
        'client error',
      );
      return ok(reply, { request_id: request.id }, 202);
    },
  );
}
