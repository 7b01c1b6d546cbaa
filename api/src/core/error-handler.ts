import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';

import { HttpError } from './http-error';
import { STATUS_MESSAGES, statusMessage } from './status-messages';

/** Fastify's and its plugins' own refusals, by code, in the words a person reads. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Permintaan terlalu besar',
  FST_REQ_FILE_TOO_LARGE: 'Berkas terlalu besar',
  FST_PARTS_LIMIT: 'Permintaan terlalu besar',
  FST_FILES_LIMIT: 'Terlalu banyak berkas dalam satu permintaan',
  FST_FIELDS_LIMIT: 'Terlalu banyak isian dalam satu permintaan',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Jenis isi permintaan tidak didukung',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Permintaan harus berupa multipart/form-data',
  FST_PROTO_VIOLATION: 'Isi permintaan tidak valid',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Isi permintaan JSON kosong',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Isi permintaan bukan JSON yang valid',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Panjang isi permintaan tidak sesuai',
  FST_ERR_BAD_URL: 'Alamat tidak valid',
  FST_ERR_MAX_PARAM_LENGTH: 'Alamat terlalu panjang',
  FST_ERR_ASYNC_CONSTRAINT: 'Permintaan tidak dapat diproses',
};

function frameworkMessage(error: FastifyError, status: number, request?: FastifyRequest): string {
  const maxBytes = request?.server.ctx?.config.uploadMaxBytes;
  // The students' upload forms say what the limit is, so the refusal does too.
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' && maxBytes)
    return `Berkas terlalu besar. Ukuran maksimal ${formatMegabytes(maxBytes)}.`;
  return FRAMEWORK_MESSAGES[error.code] ?? statusMessage(status);
}

const formatMegabytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

/**
 * A multipart body cut short or not multipart at all reaches here as a plain Error from busboy;
 * so does a boundary past 256 characters (RFC 2046 allows 70), as its search's "needle".
 */
function looksLikeBrokenBody(error: Error): boolean {
  return /multipart|boundary|unexpected end of form|malformed part header|needle cannot have a length/i.test(
    error.message,
  );
}

function send(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ Message: message });
}

/** `frameworkErrors`: a URL Fastify cannot decode, a path parameter over its length. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  return send(reply, status, frameworkMessage(error, status));
}

/** `clientErrorHandler`: what Node's HTTP parser refuses (bad request line, huge headers, timeout). */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify({ Message: STATUS_MESSAGES[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 408 ? 'Request Timeout' : 'Request Header Fields Too Large'}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
    const status = error.statusCode ?? (looksLikeBrokenBody(error) ? 400 : 500);
    if (status >= 400 && status < 500)
      return send(reply, status, frameworkMessage(error, status, request));
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, STATUS_MESSAGES[500]!);
  });

  app.setNotFoundHandler((_request, reply) => send(reply, 404, STATUS_MESSAGES[404]!));
}
