import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** Reads and drops what is left of a request body; resolves at its end, or past `maxBytes`. */
function drain(raw: IncomingMessage, maxBytes: number): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      raw.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) done();
    };
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}

/**
 * A refusal sent while the client is still sending its body (a 413 for a 6 MB photo, a 401 or
 * a 503 before the body was read) is held until the body has arrived. The refusal closes the
 * connection (Fastify's `Connection: close`), and a connection closed with unread bytes is
 * reset by the kernel: the client, or the product host in front, then sees a write error
 * (EPIPE) instead of the answer. The wait is bounded by `maxBytes` and by the request timeout.
 */
export function installLingeringClose(app: FastifyInstance, maxBytes: number) {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    // `complete`: the parser has every byte (read off the socket, even if nobody consumed them).
    // An injected request (tests) has no `complete`, only its stream's end.
    const pending = raw.complete !== true && !raw.readableEnded && !raw.destroyed;
    if (reply.statusCode >= 400 && pending) await drain(raw, maxBytes);
    return payload;
  });
}
