import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';

/** What the product host refuses itself, before any API instance sees the request (Indonesian). */
const REFUSALS: Record<number, string> = {
  400: 'Permintaan tidak valid',
  408: 'Permintaan terlalu lama',
  413: 'Permintaan terlalu besar',
  414: 'Alamat terlalu panjang',
  415: 'Jenis isi permintaan tidak didukung',
  431: 'Header permintaan terlalu besar',
};
const FAILED = 'Terjadi kesalahan pada server. Coba lagi nanti.';

const messageOf = (status: number) => REFUSALS[status] ?? (status >= 500 ? FAILED : REFUSALS[400]!);

function answer(reply: FastifyReply, status: number) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ Message: messageOf(status) });
}

/** `frameworkErrors`: a URL the router cannot decode, a parameter over its length. */
export function hostFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  return answer(reply, error.statusCode && error.statusCode >= 400 ? error.statusCode : 400);
}

/** Every other error of the host: its status kept, `Message` added, no internal detail. */
export function hostErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'product host error');
  return answer(reply, status);
}

/** `clientErrorHandler`: what Node's HTTP parser refuses (bad request line, huge headers). */
export function hostClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify({ Message: messageOf(status) });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
