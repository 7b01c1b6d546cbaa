import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { REPORT_MESSAGES as M } from './messages';
import { REPORT_MAX_BYTES } from './schema';

/**
 * Fastify's own refusals of a report (too large, not JSON) in Indonesian like the rest of the
 * endpoint; everything else goes on to the server's error handler.
 */
export function reportErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.code(413).send({ Message: M.tooLarge(REPORT_MAX_BYTES) });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply.code(415).send({ Message: M.unsupportedType });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return reply.code(400).send({ Message: M.invalidJson });
    default:
      throw error;
  }
}
