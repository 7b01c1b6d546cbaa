import type { FastifyReply } from 'fastify';

/** Every JSON answer of the API is wrapped as `{ "Data": ... }`. */
export function ok<T>(reply: FastifyReply, data: T, status = 200) {
  return reply.code(status).send({ Data: data });
}
