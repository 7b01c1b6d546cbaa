import type { FastifyError, FastifyInstance } from 'fastify';

import { HttpError } from './http-error';

/** Fastify's own 4xx errors keep their status; their text becomes the Message. */
function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Invalid JSON body';
    default:
      return error.message || 'Bad request';
  }
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const retry = (error as HttpError & { retryAfterS?: number }).retryAfterS;
      if (retry) reply.header('Retry-After', String(retry));
      const body = {
        Message: error.message,
        ...(error.errors ? { Errors: error.errors } : {}),
        ...error.extra,
      };
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ Message: frameworkMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ Message: 'Internal server error' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ Message: 'Not found' }));
}
